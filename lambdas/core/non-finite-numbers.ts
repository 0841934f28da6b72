// JSON has no infinities, but JSON.parse reads a number too large for a double (1e400) as Infinity
// (docs/security.md, "Every input is bounded"): no body may carry one, wherever it sits, so none
// reaches a schema's free value or hides behind a key the schema drops.
import type { KeyPath } from './unknown-keys';

interface Place {
  value: unknown;
  key?: string | number;
  parent?: Place;
}

function pathOf(place: Place): KeyPath {
  const path: KeyPath = [];
  for (let step: Place | undefined = place; step?.key !== undefined; step = step.parent) path.unshift(step.key);
  return path;
}

/** The path of the first number in `value` that is not finite, if any; iterative, so deep nesting costs no stack. */
export function nonFiniteNumberPath(value: unknown): KeyPath | undefined {
  const pending: Place[] = [{ value }];
  for (let place = pending.pop(); place; place = pending.pop()) {
    const current = place.value;
    if (typeof current === 'number' && !Number.isFinite(current)) return pathOf(place);
    if (typeof current !== 'object' || current === null) continue;
    const entries: [string | number, unknown][] = Array.isArray(current) ? current.map((item, index) => [index, item]) : Object.entries(current);
    for (const [key, item] of entries.reverse()) pending.push({ value: item, key, parent: place });
  }
  return undefined;
}

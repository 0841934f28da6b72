// Data whose first arrival is drawn in a transition (docs/architecture.md, "First views"): React builds
// the large tree it feeds in short slices instead of one long task, and later changes (a payment, a
// step) show at once. Undefined until the deferred copy has it.
import { useDeferredValue } from 'react';

export function useDeferredArrival<T>(value: T | undefined): T | undefined {
  const arrived = useDeferredValue(value) !== undefined;
  return arrived ? value : undefined;
}

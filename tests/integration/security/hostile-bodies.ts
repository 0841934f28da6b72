// fast-check arbitraries for what an attacker sends: numbers no store takes, huge strings, deep
// nesting, wrong types, arrays for objects, bodies that are empty or not JSON at all. Values are
// JSON text, so -0, 1e999 or 9007199254740993 arrive exactly as written.
import fc from 'fast-check';

const extremeNumber = fc.constantFrom('-0', '1e308', '-1e308', '1e999', '1e127', '9007199254740993', '-9007199254740993', '5e-324', '1.5', '-1');
/** Longer than any field allows; the longest, more than a DynamoDB item holds. */
const longString = fc.integer({ min: 1000, max: 1_100_000 }).map((length) => JSON.stringify('x'.repeat(length)));
const oddString = fc.oneof(fc.constantFrom('"NaN"', '"Infinity"', '"-0"', '"1e308"', '"\\u0000"', '""', '" "'), fc.string({ maxLength: 40 }).map((text) => JSON.stringify(text)));
const wrongType = fc.constantFrom('null', 'true', 'false', '[]', '{}', '0', '"0"');
const deepNesting = fc.oneof(
  fc.integer({ min: 50, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 50, max: 2000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
);
const longList = fc.integer({ min: 1000, max: 20_000 }).map((count) => `[${Array.from({ length: count }, () => '"x"').join(',')}]`);

/** Any hostile JSON value, as raw text. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof(extremeNumber, longString, oddString, wrongType, deepNesting, longList);

/** Mostly a hostile value of the kind the place holds (a number for a number), so it reaches the checks behind the type. */
function hostileFor(current: unknown): fc.Arbitrary<string> {
  const alike = typeof current === 'number' ? extremeNumber : typeof current === 'string' ? fc.oneof(longString, oddString) : fc.oneof(wrongType, longList);
  return fc.oneof({ weight: 2, arbitrary: alike }, { weight: 1, arbitrary: hostileValue });
}

type Path = (string | number)[];

const isContainer = (value: unknown): value is object => value !== null && typeof value === 'object';

/** Every place of a JSON value with what it holds, containers included, the whole value first. */
function placesOf(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  if (!isContainer(value)) return [{ path, value }];
  const children = Array.isArray(value) ? value.map((child, i) => [i, child] as const) : Object.entries(value);
  return [{ path, value }, ...children.flatMap(([key, child]) => placesOf(child, [...path, key]))];
}

const mark = (i: number) => `__hostil_${i}__`;

function withMarkAt(value: unknown, path: Path, marker: string): unknown {
  if (path.length === 0) return marker;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withMarkAt(copy[head], rest, marker);
  return copy;
}

/** The valid body with up to three of its leaves replaced, each by a hostile value of its kind. */
function mutatedLeaves(valid: unknown): fc.Arbitrary<string> {
  const leaves = placesOf(valid).filter((place) => !isContainer(place.value) || Object.keys(place.value).length === 0);
  return fc
    .uniqueArray(fc.constantFrom(...leaves), { minLength: 1, maxLength: Math.min(3, leaves.length) })
    .chain((chosen) => fc.tuple(...chosen.map((place) => hostileFor(place.value))).map((raws) => ({ chosen, raws })))
    .map(({ chosen, raws }) => {
      const marked = chosen.reduce<unknown>((body, place, i) => withMarkAt(body, place.path, mark(i)), valid);
      return raws.reduce((text, raw, i) => text.replace(`"${mark(i)}"`, raw), JSON.stringify(marked));
    });
}

/** The valid body with one object or list (the whole body included) swapped for any hostile value. */
function swappedContainer(valid: unknown): fc.Arbitrary<string> {
  const containers = placesOf(valid).filter((place) => isContainer(place.value));
  return fc.tuple(fc.constantFrom(...containers), hostileValue).map(([place, raw]) => JSON.stringify(withMarkAt(valid, place.path, mark(0))).replace(`"${mark(0)}"`, raw));
}

export interface HostileBody {
  text: string | undefined;
  /** No body, or no JSON document of the route's shape at all: it must be refused. */
  unreadable: boolean;
}

export const unreadableTexts = [undefined, '', '  \n', 'no es JSON', '{', '{"a":', 'undefined', 'NaN', '\u0000', 'null', '"texto"', '1e308'];

/** A hostile body for a route whose valid body is `valid`. */
export function hostileBody(valid: unknown): fc.Arbitrary<HostileBody> {
  const readable = (text: fc.Arbitrary<string>) => text.map((body) => ({ text: body, unreadable: false }));
  return fc.oneof(
    { weight: 5, arbitrary: readable(mutatedLeaves(valid)) },
    { weight: 1, arbitrary: readable(swappedContainer(valid)) },
    { weight: 1, arbitrary: fc.constantFrom(...unreadableTexts).map((text) => ({ text, unreadable: true })) },
  );
}

/** A path segment or query value as the URL carries it: encoded, never one the URL parser would resolve away. */
export const hostileSegment: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom('-0', '1e308', '9007199254740993', '0', '-1', 'NaN', 'null', 'undefined', '\u0000', ' ', '%'),
    fc.integer({ min: 100, max: 5000 }).map((length) => '1'.repeat(length)),
    fc.integer({ min: 100, max: 5000 }).map((length) => 'x'.repeat(length)),
    fc.string({ minLength: 1, maxLength: 40 }),
  )
  .map(encodeURIComponent)
  .filter((segment) => !/^(\.|%2e){1,2}$/i.test(segment));

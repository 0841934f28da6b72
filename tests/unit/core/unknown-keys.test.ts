// The keys of a body its schema does not know (lambdas/core/unknown-keys.ts), followed through every
// kind of schema the configurations use.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unknownKeyPaths } from '@lambdas/core/unknown-keys';

const item = z.object({ a: z.number() });

describe('unknownKeyPaths', () => {
  it.each<[string, z.ZodType, unknown, (string | number)[][]]>([
    ['a key of a plain object', item, { a: 1, b: 2 }, [['b']]],
    ['a key of a strict object', z.strictObject({ a: z.number() }), { a: 1, b: 2 }, [['b']]],
    ['keys in objects of a list, with their indexes', z.array(item), [{ a: 1 }, { a: 2, c: 3 }], [[1, 'c']]],
    ['keys in the values of a record, whose own keys are free', z.record(z.string(), item), { x: { a: 1 }, y: { a: 2, d: 4 } }, [['y', 'd']]],
    ['keys behind defaults, optionals and nullables', z.object({ o: item.optional(), n: item.nullable(), d: item.default({ a: 0 }), p: item.prefault({ a: 0 }) }), { o: { a: 1, e: 1 }, n: { a: 1, f: 1 }, d: { a: 1, g: 1 }, p: { a: 1, h: 1 } }, [['o', 'e'], ['n', 'f'], ['d', 'g'], ['p', 'h']]],
    ['keys behind a refinement and a transform', z.object({ t: item.refine((value) => value.a > 0).transform((value) => value.a) }), { t: { a: 1, i: 1 } }, [['t', 'i']]],
    ['keys of the option of a union the value parses as', z.discriminatedUnion('type', [z.object({ type: z.literal('x'), a: z.number() }), z.object({ type: z.literal('y'), b: z.number() })]), { type: 'y', b: 1, a: 1 }, [['a']]],
    ['keys of a tuple element', z.tuple([z.string(), item]), ['x', { a: 1, j: 1 }], [[1, 'j']]],
    ['only keys neither side of an intersection has', z.intersection(z.object({ a: z.number() }), z.object({ b: z.number() })), { a: 1, b: 2, k: 3 }, [['k']]],
    ['keys under a lazy schema', z.lazy(() => item), { a: 1, l: 1 }, [['l']]],
  ])('finds %s', (_, schema, value, paths) => {
    expect(unknownKeyPaths(schema, value)).toEqual(paths);
  });

  it.each<[string, z.ZodType, unknown]>([
    ['a loose object', z.looseObject({ a: z.number() }), { a: 1, b: 2 }],
    ['an object with a catch-all', z.object({ a: z.number() }).catchall(z.string()), { a: 1, b: 'x' }],
    ['free values', z.object({ free: z.unknown() }), { free: { anything: { at: 'all' } } }],
    ['a value of the wrong type, left to the schema', item, ['a']],
    ['a union no option of which fits, left to the schema', z.union([item, z.string()]), { b: 1 }],
  ])('finds nothing in %s', (_, schema, value) => {
    expect(unknownKeyPaths(schema, value)).toEqual([]);
  });
});

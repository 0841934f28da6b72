// Where a text holds a character no stored text may (lambdas/core/text-characters.ts): in strings and
// keys, at any depth, named by its path.
import { describe, expect, it } from 'vitest';
import { forbiddenTextPath } from '@lambdas/core/text-characters';

describe('forbiddenTextPath', () => {
  it.each<[string, unknown, (string | number)[]]>([
    ['a NUL in a nested field', { datos: { nombres: 'Ana\u0000' } }, ['datos', 'nombres']],
    ['half a pair in a list', { nombres: ['Ana', '\ud800x'] }, ['nombres', 1]],
    ['a control character in a key', { campos: { 'a\u0007': 'b' } }, ['campos', 'a\u0007']],
    ['a DEL', 'x\u007f', []],
  ])('finds %s', (_, value, path) => {
    expect(forbiddenTextPath(value)).toEqual(path);
  });

  it('passes tabs, line breaks, accents, emoji and characters beyond the basic plane, and non-texts', () => {
    expect(forbiddenTextPath({ a: 'Línea\r\n\tÑandú 🏃‍♀️ 𝒜', n: 3, b: true, z: null, list: [1, 'ok'] })).toBeUndefined();
  });
});

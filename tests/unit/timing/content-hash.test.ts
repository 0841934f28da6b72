import { describe, expect, it } from 'vitest';
import { contentHash } from '@lambdas/core/content-hash';

describe('contentHash', () => {
  it('does not depend on the order of keys, at any depth', () => {
    expect(contentHash({ a: 1, b: { c: [1, { d: 2, e: 3 }] } })).toBe(contentHash({ b: { c: [1, { e: 3, d: 2 }] }, a: 1 }));
  });

  it('ignores undefined fields, as DynamoDB does not store them', () => {
    expect(contentHash({ a: 1, b: undefined })).toBe(contentHash({ a: 1 }));
  });

  it.each([
    [{ a: 1 }, { a: 2 }],
    [[1, 2], [2, 1]],
    [{ a: '1' }, { a: 1 }],
  ])('changes when content changes: %j vs %j', (one, other) => {
    expect(contentHash(one)).not.toBe(contentHash(other));
  });
});

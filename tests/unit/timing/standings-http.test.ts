import { describe, expect, it } from 'vitest';
import { cacheableReply, matchesEtag } from '@lambdas/results/standings-http';
import type { HttpEvent } from '@lambdas/core/http-handler';

const request = (ifNoneMatch?: string) => ({ headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} }) as unknown as HttpEvent;

describe('matchesEtag', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"old", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });
});

describe('cacheableReply', () => {
  it('answers the body with a short public cache and an ETag', () => {
    const reply = cacheableReply(request(), { rows: [] }, { maxAge: 5, tag: 'h1' });
    expect(reply).toEqual({ headers: { 'cache-control': 'public, max-age=5, stale-while-revalidate=30', etag: '"h1"' }, body: { rows: [] } });
  });

  it('answers 304 without a body when the caller holds the same version', () => {
    const first = cacheableReply(request(), { seq: 3 }, { maxAge: 1 });
    const again = cacheableReply(request(first.headers?.etag), { seq: 3 }, { maxAge: 1 });
    expect(again).toMatchObject({ statusCode: 304, headers: { etag: first.headers?.etag } });
    expect(again.body).toBeUndefined();
    expect(cacheableReply(request(first.headers?.etag), { seq: 4 }, { maxAge: 1 }).statusCode).toBeUndefined();
  });
});

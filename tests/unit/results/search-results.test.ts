import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { handler } from '@lambdas/results/search-results';
import { nameIndex } from '@lambdas/results/search-index';
import { getPublishedRows } from '@lambdas/results/standings-repository';
import { resultRow } from './factories';

vi.mock('@lambdas/results/search-index', () => ({ nameIndex: vi.fn() }));
vi.mock('@lambdas/results/standings-repository', () => ({ getPublishedRows: vi.fn() }));

const index = Array.from({ length: 120 }, (_, i) => resultRow({ num: String(i + 1), nombre: i < 80 ? `José Pérez ${i}` : `Ana ${i}` }));

function search(q: string): HttpEvent {
  return { rawPath: '/api/events/7/search', pathParameters: { eventId: '7' }, queryStringParameters: { q }, headers: {}, requestContext: { http: { method: 'GET' } } } as unknown as HttpEvent;
}

async function answer(q: string): Promise<{ rows: { num: string }[]; total: number }> {
  const reply = (await handler(search(q), {} as never)) as { body: string };
  return JSON.parse(reply.body) as { rows: { num: string }[]; total: number };
}

beforeEach(() => {
  vi.mocked(nameIndex).mockResolvedValue(index);
  vi.mocked(getPublishedRows).mockImplementation(async (_eventId, bibs) => index.filter((row) => bibs.includes(row.num)));
});

describe('GET /api/events/{eventId}/search', () => {
  it.each([
    ['a name with more matches than the limit', 'jose', 50, 80],
    ['a name with fewer matches than the limit', 'ana', 40, 40],
    ['a bib', '7', 1, 1],
    ['a bib nobody has', '999', 0, 0],
  ])('answers the first rows and how many matched in all for %s', async (_case, q, shown, total) => {
    const body = await answer(q);
    expect(body.rows).toHaveLength(shown);
    expect(body.total).toBe(total);
  });

  it('reads the published rows of the first 50 name matches only', async () => {
    await answer('jose');
    expect(vi.mocked(getPublishedRows).mock.calls[0]![1]).toEqual(index.slice(0, 50).map((row) => row.num));
  });
});

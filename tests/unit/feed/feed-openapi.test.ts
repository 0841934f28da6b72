// The feed's OpenAPI document names every route of the feed's slice of the route table, with its
// method, and every schema it refers to is in it.
import { describe, expect, it } from 'vitest';
import { feedRoutes } from '@infra/routes/feed';
import { feedOpenApi } from '@lambdas/feed/feed-openapi';

const document = feedOpenApi();

describe('the open feed’s OpenAPI document', () => {
  it.each(feedRoutes.httpRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('names %s', (_, route) => {
    const path = (document.paths as Record<string, Record<string, unknown>>)[route.path];
    expect(path, `${route.path} is not in the document`).toBeDefined();
    expect(path![route.method.toLowerCase()]).toBeDefined();
  });

  it('names no path the route table does not serve', () => {
    expect(Object.keys(document.paths).sort()).toEqual(feedRoutes.httpRoutes.map((route) => route.path).sort());
  });

  it('holds every schema it refers to, each an object with the answer’s fields', () => {
    const referred = [...JSON.stringify(document.paths).matchAll(/"#\/components\/schemas\/(\w+)"/g)].map(([, name]) => name!);
    expect(new Set(referred).size).toBeGreaterThan(0);
    for (const name of referred) expect(document.components.schemas, name).toHaveProperty(name);
    expect(document.components.schemas.FeedStandings).toMatchObject({ type: 'object', properties: { rows: { type: 'array' }, pageCount: { type: 'integer' } } });
  });
});

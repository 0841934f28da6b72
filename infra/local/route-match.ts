// Matches a request path against API Gateway path templates (`/api/events/{eventId}`, `{proxy+}`),
// preferring the most specific route as API Gateway does: literal segments beat parameters, and a
// greedy parameter loses to everything else; the `$default` route takes what none matches.
import type { HttpRoute } from '../routes';
import { isDefaultRoute } from '../routes/route-key';

export interface RouteMatch {
  route: HttpRoute;
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  route: HttpRoute;
  pattern: RegExp;
  names: string[];
  rank: number[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(route: HttpRoute): CompiledRoute {
  const names: string[] = [];
  const rank: number[] = [];
  const parts = route.path.split('/').map((segment) => {
    const param = /^\{([A-Za-z0-9_.-]+)(\+?)\}$/.exec(segment);
    if (!param) {
      rank.push(2);
      return escapeRegExp(segment);
    }
    names.push(param[1] as string);
    rank.push(param[2] ? 0 : 1);
    return param[2] ? '(.+)' : '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${parts.join('/')}$`), names, rank };
}

function compareRank(a: CompiledRoute, b: CompiledRoute): number {
  for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i += 1) {
    const difference = (b.rank[i] ?? -1) - (a.rank[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function createRouteMatcher(routes: readonly HttpRoute[]) {
  const compiled = routes.filter((route) => !isDefaultRoute(route)).map(compile).sort(compareRank);
  const fallback = routes.find(isDefaultRoute);
  return (method: string, path: string): RouteMatch | undefined => {
    for (const candidate of compiled) {
      if (candidate.route.method !== method) continue;
      const found = candidate.pattern.exec(path);
      if (!found) continue;
      const pathParameters = Object.fromEntries(
        candidate.names.map((name, i) => [name, decode(found[i + 1] as string)]),
      );
      return { route: candidate.route, pathParameters };
    }
    return fallback && { route: fallback, pathParameters: {} };
  };
}

// Replaces fetch with a table of API answers keyed "METHOD /path", and records every call.
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export interface ApiAnswer {
  status: number;
  body?: unknown;
}

type Route = ApiAnswer | ((call: ApiCall) => ApiAnswer);

export function stubApi(routes: Record<string, Route>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: input,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: headers.get('authorization'),
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      if (!route) throw new Error(`No stubbed answer for ${call.method} ${call.path}`);
      const answer = typeof route === 'function' ? route(call) : route;
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

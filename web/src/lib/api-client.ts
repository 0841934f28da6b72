// Calls to the platform's HTTP API: same origin, JSON both ways, the Cognito ID token when asked.
import type { ApiErrorBody } from '@shared/core/api-error';
import { messages } from '@shared/core/messages';
import { amplifyAuth, hasStoredSession } from './amplify';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sends the ID token; off only for public routes such as account creation. */
  signedIn?: boolean;
  /** 'no-cache' asks the server again even when the browser holds a fresh copy of a cacheable answer. */
  cache?: RequestCache;
}

async function authorizationHeader(): Promise<Record<string, string>> {
  if (!hasStoredSession()) return {};
  const { tokens } = await (await amplifyAuth()).fetchAuthSession();
  const idToken = tokens?.idToken?.toString();
  return idToken ? { authorization: `Bearer ${idToken}` } : {};
}

function isErrorBody(payload: unknown): payload is ApiErrorBody {
  return typeof payload === 'object' && payload !== null && 'code' in payload && 'message' in payload;
}

async function errorOf(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null);
  return new ApiError(response.status, isErrorBody(payload) ? payload : { code: 'UNEXPECTED', message: messages.unexpected });
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signedIn = true, cache } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (signedIn) Object.assign(headers, await authorizationHeader());
  const response = await fetch(path, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    ...(cache ? { cache } : {}),
  });
  if (!response.ok) throw await errorOf(response);
  return (await response.json().catch(() => null)) as T;
}

/** A file the API answers as bytes (a certificate), fetched signed in; its refusals as ApiError. */
export async function apiFile(path: string): Promise<Blob> {
  const response = await fetch(path, { headers: await authorizationHeader() });
  if (!response.ok) throw await errorOf(response);
  return response.blob();
}

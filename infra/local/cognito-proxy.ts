// `/cognito` on the public port: the endpoint Amplify is given, passed through to cognito-local.
// cognito-local lacks GetTokensFromRefreshToken, which Amplify's token refresh calls, so that one
// becomes an InitiateAuth with REFRESH_TOKEN_AUTH.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, send, splitUrl } from './http-io';

export const cognitoPath = '/cognito';

const targetPrefix = 'AWSCognitoIdentityProviderService.';

interface Upstream {
  status: number;
  contentType: string;
  body: string;
}

interface RefreshRequest {
  ClientId?: string;
  RefreshToken?: string;
  ClientMetadata?: Record<string, string>;
}

export function createCognitoProxy(endpoint: string) {
  async function call(method: string, path: string, target: string | undefined, body?: string): Promise<Upstream> {
    const response = await fetch(`${endpoint}${path}`, {
      method,
      headers: { 'content-type': 'application/x-amz-json-1.1', ...(target ? { 'x-amz-target': target } : {}) },
      body,
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'application/x-amz-json-1.1',
      body: await response.text(),
    };
  }

  async function refreshTokens(body: string): Promise<Upstream> {
    const request = JSON.parse(body) as RefreshRequest;
    const answer = await call(
      'POST',
      '/',
      `${targetPrefix}InitiateAuth`,
      JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: request.ClientId,
        AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
        ClientMetadata: request.ClientMetadata,
      }),
    );
    if (answer.status !== 200) return answer;
    // GetTokensFromRefreshToken answers only the tokens, without InitiateAuth's challenge fields.
    const { AuthenticationResult } = JSON.parse(answer.body) as { AuthenticationResult?: unknown };
    return { ...answer, body: JSON.stringify({ AuthenticationResult }) };
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { path, query } = splitUrl(req);
    const upstreamPath = `${path.slice(cognitoPath.length) || '/'}${query ? `?${query}` : ''}`;
    const method = req.method ?? 'GET';
    const target = req.headers['x-amz-target'] as string | undefined;
    const body = method === 'GET' || method === 'HEAD' ? undefined : (await readBody(req)).toString('utf8');
    const answer =
      target === `${targetPrefix}GetTokensFromRefreshToken` && body !== undefined
        ? await refreshTokens(body)
        : await call(method, upstreamPath, target, body);
    send(res, answer.status, answer.body, { 'content-type': answer.contentType });
  };
}

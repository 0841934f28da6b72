// `/cognito` on the public port: the endpoint Amplify is given, passed through to cognito-local for
// what a browser may call and nothing else (Admin* and the other IAM-signed operations stay on
// cognito-local's own address, which tests and the seed use). cognito-local lacks
// GetTokensFromRefreshToken, which Amplify's token refresh calls, so that one becomes an
// InitiateAuth with REFRESH_TOKEN_AUTH. Sign-in and reset attempts are limited per client, as
// Cognito throttles them in AWS. The pool's keys and discovery document are answered here, from the
// install's own key (cognito-signing-key.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JSONWebKeySet } from 'jose';
import { edgeTexts } from '@shared/core/edge-texts';
import { sourceIpOf } from './http-event';
import { readBody, send, sendJson, splitUrl } from './http-io';
import { createSignInLimiter, limitedOperations } from './sign-in-limiter';

export const cognitoPath = '/cognito';

const targetPrefix = 'AWSCognitoIdentityProviderService.';

/** The operations a signed-in or signing-in user makes with the app client, without AWS credentials. */
const browserOperations = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetUser',
  'ChangePassword',
  'GlobalSignOut',
  'RevokeToken',
  'UpdateUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
]);

/** The pool's public keys and discovery document. */
const wellKnownPath = /^\/([\w-]+)\/\.well-known\/(jwks\.json|openid-configuration)$/;

export interface CognitoProxyOptions {
  /** cognito-local's own address. */
  endpoint: string;
  /** Where the pools' tokens say they come from: `<issuerDomain>/<userPoolId>`. */
  issuerDomain: string;
  keys: JSONWebKeySet;
  rateLimitFactor: number;
}

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

/** The operation a request names, when it is one a browser may call. */
function browserOperation(target: string | string[] | undefined): string | undefined {
  if (typeof target !== 'string' || !target.startsWith(targetPrefix)) return undefined;
  const operation = target.slice(targetPrefix.length);
  return browserOperations.has(operation) ? operation : undefined;
}

/** How Cognito's JSON protocol reports an error, which the SDK and Amplify turn into a named one. */
function refuse(res: ServerResponse, message: string): void {
  const type = 'NotAuthorizedException';
  sendJson(res, 400, { __type: type, message }, { 'x-amzn-errortype': type });
}

/** Cognito's answer when a client calls too often, which Amplify turns into a TooManyRequestsException. */
function tooMany(res: ServerResponse, retryAfter: number): void {
  const type = 'TooManyRequestsException';
  const message = edgeTexts.tooManyRequests(Math.ceil(retryAfter / 60));
  sendJson(res, 400, { __type: type, message }, { 'x-amzn-errortype': type, 'retry-after': String(retryAfter) });
}

/** Cognito's discovery document of a pool, as much of it as a token's verifier reads. */
function discovery(issuer: string) {
  return {
    issuer,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    id_token_signing_alg_values_supported: ['RS256'],
    subject_types_supported: ['public'],
  };
}

export function createCognitoProxy({ endpoint, issuerDomain, keys, rateLimitFactor }: CognitoProxyOptions) {
  const takeAttempt = createSignInLimiter(rateLimitFactor);

  async function call(target: string, body: string): Promise<Upstream> {
    const response = await fetch(`${endpoint}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
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

  async function operationCall(req: IncomingMessage, operation: string): Promise<Upstream> {
    const body = (await readBody(req)).toString('utf8');
    if (operation === 'GetTokensFromRefreshToken') return refreshTokens(body);
    return call(`${targetPrefix}${operation}`, body);
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { path } = splitUrl(req);
    const upstreamPath = path.slice(cognitoPath.length) || '/';
    const method = req.method ?? 'GET';
    const wellKnown = wellKnownPath.exec(upstreamPath);
    if ((method === 'GET' || method === 'HEAD') && wellKnown) {
      const [, userPoolId, document] = wellKnown;
      return sendJson(res, 200, document === 'jwks.json' ? keys : discovery(`${issuerDomain}/${userPoolId}`));
    }
    if (method !== 'POST' || upstreamPath !== '/') {
      return refuse(res, `${method} ${upstreamPath} is not available at the public Cognito endpoint.`);
    }
    const operation = browserOperation(req.headers['x-amz-target']);
    if (!operation) return refuse(res, 'This operation is not available at the public Cognito endpoint.');
    const retryAfter = limitedOperations.has(operation) ? takeAttempt(sourceIpOf(req)) : 0;
    if (retryAfter > 0) return tooMany(res, retryAfter);
    const answer = await operationCall(req, operation);
    send(res, answer.status, answer.body, { 'content-type': answer.contentType });
  };
}

// What Cognito checks of the tokens a browser presents, which cognito-local only decodes: an access
// token must carry this pool's signature, be unexpired and descend from a refresh token the user still
// holds (cognito-tokens.ts); a refresh token must carry the signature and be unexpired. GlobalSignOut,
// which cognito-local lacks, drops every refresh token of the user, and with them every access token
// they gave (docs/security.md, "Local cloud").
import { decodeJwt } from 'jose';
import { CognitoError, NotAuthorizedError, UserNotFoundError } from 'cognito-local/lib/errors';
import type { Router } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import type { SigningKey } from './cognito-signing-key';
import { readToken, type RefreshContext } from './cognito-tokens';

interface TokenRequest {
  AccessToken?: unknown;
  AuthFlow?: string;
  AuthParameters?: Record<string, unknown>;
}

const refreshFlows = new Set(['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);

/** Whether one of the user's refresh tokens is the one named. */
const holdsRefreshToken = (refreshTokens: string[] | undefined, jti: unknown) =>
  (refreshTokens ?? []).some((token) => decodeJwt(token).jti === jti);

export function withSessionChecks(router: Router, services: Services, key: SigningKey): Router {
  /** The pool and user of a valid access token, or Cognito's refusal. */
  async function session(ctx: Context, accessToken: unknown) {
    const reading = await readToken(accessToken, key);
    if ('refusal' in reading) {
      throw new NotAuthorizedError(reading.refusal === 'expired' ? 'Access Token has expired' : 'Invalid Access Token');
    }
    const { claims } = reading;
    if (claims.token_use !== 'access') throw new NotAuthorizedError('Invalid Access Token');
    const pool = await services.cognito.getUserPoolForClientId(ctx, String(claims.client_id));
    const user = await pool.getUserByUsername(ctx, String(claims.username));
    if (!user) throw new UserNotFoundError('User does not exist.');
    if (!holdsRefreshToken(user.RefreshTokens, claims.origin_jti)) throw new NotAuthorizedError('Access Token has been revoked');
    return { pool, user };
  }

  async function refreshOrigin(refreshToken: unknown): Promise<string> {
    const reading = await readToken(refreshToken, key);
    if ('refusal' in reading) {
      throw new NotAuthorizedError(reading.refusal === 'expired' ? 'Refresh Token has expired' : 'Invalid Refresh Token');
    }
    return String(reading.claims.jti);
  }

  return (target) => {
    if (target === 'GlobalSignOut') {
      return async (ctx, request: TokenRequest) => {
        const { pool, user } = await session(ctx, request.AccessToken);
        await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
        return {};
      };
    }
    const route = router(target);
    return async (ctx, request: TokenRequest) => {
      if (request === null || typeof request !== 'object') throw new CognitoError('InvalidParameterException', 'Invalid request');
      if (target === 'InitiateAuth' && refreshFlows.has(String(request.AuthFlow))) {
        const refreshContext: RefreshContext = { ...ctx, originJti: await refreshOrigin(request.AuthParameters?.REFRESH_TOKEN) };
        return route(refreshContext, request);
      }
      if ('AccessToken' in request) await session(ctx, request.AccessToken);
      return route(ctx, request);
    };
  };
}

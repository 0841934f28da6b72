// The local user pool's tokens, signed with the install's key (cognito-signing-key.ts) instead of the
// key cognito-local ships. cognito-local writes their claims; here they are signed again, and the
// access and ID tokens name the refresh token they descend from (`origin_jti`, as Cognito's tokens do
// with token revocation on), so that revoking it, or signing out everywhere, revokes them as well.
import { decodeJwt, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Context } from 'cognito-local/lib/services/context';
import type { TokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { signingAlgorithm, type SigningKey } from './cognito-signing-key';

/** A call's context that names the refresh token a refresh starts from. */
export interface RefreshContext extends Context {
  originJti?: string;
}

async function signAgain(token: string, key: SigningKey, extra: JWTPayload = {}): Promise<string> {
  return new SignJWT({ ...decodeJwt(token), ...extra })
    .setProtectedHeader({ alg: signingAlgorithm, kid: key.kid, typ: 'JWT' })
    .sign(key.privateKey);
}

export function installKeyTokens(inner: TokenGenerator, key: SigningKey): TokenGenerator {
  return {
    async generate(ctx: RefreshContext, ...rest) {
      const tokens = await inner.generate(ctx, ...rest);
      const origin = ctx.originJti ?? decodeJwt(tokens.RefreshToken).jti;
      return {
        AccessToken: await signAgain(tokens.AccessToken, key, { origin_jti: origin }),
        IdToken: await signAgain(tokens.IdToken, key, { origin_jti: origin }),
        RefreshToken: await signAgain(tokens.RefreshToken, key),
      };
    },
  };
}

export type TokenReading = { claims: JWTPayload } | { refusal: 'expired' | 'invalid' };

/** The claims of a token this pool signed and that has not expired. */
export async function readToken(token: unknown, key: SigningKey): Promise<TokenReading> {
  if (typeof token !== 'string') return { refusal: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, key.publicKey, { algorithms: [signingAlgorithm], requiredClaims: ['exp', 'jti'] });
    return { claims: payload };
  } catch (error) {
    return { refusal: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

// The HTTP API's JWT authorizer: accepts a token of the user pool for the app client, as API Gateway
// does, and hands the handler its claims rendered the way API Gateway renders them (every value a
// string).
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';

export type Claims = Record<string, string>;

export interface JwtAuthorizerOptions {
  /** The pool's public keys (the local pool's own, cognito.ts). */
  keys: JSONWebKeySet;
  issuer: string;
  audience: string;
}

function renderClaim(value: unknown): string {
  if (Array.isArray(value)) return `[${value.join(' ')}]`;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

function renderClaims(payload: JWTPayload): Claims {
  return Object.fromEntries(Object.entries(payload).map(([name, value]) => [name, renderClaim(value)]));
}

/**
 * API Gateway checks `aud` when the token has one (Cognito ID tokens) and `client_id` otherwise
 * (Cognito access tokens, which carry no `aud`).
 */
function isForAudience(payload: JWTPayload, audience: string): boolean {
  if (payload.aud !== undefined) return [payload.aud].flat().includes(audience);
  return payload.client_id === audience;
}

export function createJwtAuthorizer({ keys: keySet, issuer, audience }: JwtAuthorizerOptions) {
  const keys = createLocalJWKSet(keySet);
  /** The claims of a valid token, or undefined when the request must get a 401. */
  return async (authorization: string | undefined): Promise<Claims | undefined> => {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
    try {
      // Signature, issuer and expiry here; the audience below.
      const { payload } = await jwtVerify(token, keys, { issuer, algorithms: ['RS256'], requiredClaims: ['exp'] });
      return isForAudience(payload, audience) ? renderClaims(payload) : undefined;
    } catch {
      return undefined;
    }
  };
}

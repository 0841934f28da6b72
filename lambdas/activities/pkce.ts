// OAuth 2.0 PKCE (RFC 7636) for the wearable connection: a random verifier kept on the server, its
// S256 challenge sent to the provider, and the state that ties the popup's return to its start.
import { createHash, randomBytes } from 'node:crypto';

export interface PkceStart {
  state: string;
  codeVerifier: string;
  codeChallenge: string;
}

export function newPkceStart(): PkceStart {
  const codeVerifier = randomBytes(32).toString('base64url');
  return {
    state: randomBytes(16).toString('hex'),
    codeVerifier,
    codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
  };
}

// The key this install's user pool signs its tokens with. cognito-local signs with a private key
// that ships inside its package, so anyone could forge an admin's token for any local cloud; here
// each data directory gets its own RSA key the first time it starts, kept beside the users so that
// sessions survive a restart (docs/security.md, "Local cloud").
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { writeFileAtomically } from './durable-file';

export const signingAlgorithm = 'RS256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as the pool's JWKS document lists it. */
  publicJwk: JWK;
}

const keyFileName = 'signing-key.json';

async function savedJwk(file: string): Promise<JWK | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as JWK;
  } catch {
    return undefined;
  }
}

async function newJwk(file: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair(signingAlgorithm, { extractable: true, modulusLength: 2048 });
  const jwk = { ...(await exportJWK(privateKey)), kid: crypto.randomUUID(), alg: signingAlgorithm, use: 'sig' };
  await writeFileAtomically(file, JSON.stringify(jwk));
  return jwk;
}

/** The install's key, made and saved in `directory` on its first start. */
export async function installSigningKey(directory: string): Promise<SigningKey> {
  const file = join(directory, keyFileName);
  const jwk = (await savedJwk(file)) ?? (await newJwk(file));
  const { kty, n, e, kid, alg, use } = jwk;
  const publicJwk = { kty, n, e, kid, alg, use };
  return {
    kid: String(kid),
    privateKey: (await importJWK(jwk, signingAlgorithm)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, signingAlgorithm)) as CryptoKey,
    publicJwk,
  };
}

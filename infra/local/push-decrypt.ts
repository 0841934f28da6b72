// Decrypts a Web Push message (RFC 8291's keys, RFC 8188's aes128gcm record) with the user agent's
// private key and auth secret: what a browser does, done by the local push service stand-in, which
// issued the subscription and so holds both (docs/realtime.md, "Push notices").
import { createDecipheriv, createECDH, hkdfSync } from 'node:crypto';

export interface UserAgentKeys {
  /** The P-256 private key and its uncompressed public key, base64url. */
  privateKey: string;
  publicKey: string;
  /** The 16-byte auth secret, base64url. */
  auth: string;
}

const HEADER_FIXED = 21;
const TAG_BYTES = 16;

/** A new key pair and auth secret, as a browser makes for a subscription. */
export function newUserAgentKeys(): UserAgentKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    privateKey: ecdh.getPrivateKey('base64url'),
    publicKey: ecdh.getPublicKey('base64url', 'uncompressed'),
    auth: Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url'),
  };
}

const expand = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** The plaintext, or null when the body is not one record this subscription's keys open. */
export function decryptPush(body: Buffer, keys: UserAgentKeys): string | null {
  if (body.length < HEADER_FIXED + TAG_BYTES) return null;
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(HEADER_FIXED, HEADER_FIXED + idLength);
  const record = body.subarray(HEADER_FIXED + idLength);
  if (idLength !== 65 || record.length < TAG_BYTES + 1) return null;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    const shared = ecdh.computeSecret(senderKey);
    const userAgentKey = Buffer.from(keys.publicKey, 'base64url');
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), userAgentKey, senderKey]);
    const ikm = expand(shared, Buffer.from(keys.auth, 'base64url'), keyInfo, 32);
    const contentKey = expand(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
    const nonce = expand(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_BYTES)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then padding zeros.
    const delimiter = padded.lastIndexOf(2);
    if (delimiter < 0 || padded.subarray(delimiter + 1).some((byte) => byte !== 0)) return null;
    return padded.subarray(0, delimiter).toString('utf8');
  } catch {
    return null;
  }
}

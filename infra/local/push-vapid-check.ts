// Checks a push request's VAPID authorization (RFC 8292) as a push service does: the `vapid t=…, k=…`
// scheme, an ES256 JWT signed by the key `k`, whose audience is the push service's origin, which has
// not expired and expires within a day, with a contact as its subject (docs/realtime.md, "Push notices").
import { importJWK, jwtVerify, decodeProtectedHeader } from 'jose';

/** A refusal with the status a push service answers it with. */
export interface VapidRefusal {
  status: 401 | 403;
  reason: string;
}

const DAY_SECONDS = 24 * 60 * 60;

function authorizationParts(header: string | undefined): { token: string; key: string } | null {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) return null;
  const params = new Map(
    match[1]!.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()] as const;
    }),
  );
  const token = params.get('t');
  const key = params.get('k');
  return token && key ? { token, key } : null;
}

/** Tokens already verified, with their expiry: a sender uses one for many pushes, as the RFC allows. */
const verified = new Map<string, number>();
const KEPT_TOKENS = 1000;

/** Null when the request is authorized for `expectedKey` (the subscription's application server key). */
export async function checkVapid(header: string | undefined, audience: string, expectedKey: string, nowSeconds: number): Promise<VapidRefusal | null> {
  const parts = authorizationParts(header);
  if (!parts) return { status: 401, reason: 'Falta la autorización VAPID (vapid t=…, k=…)' };
  const point = Buffer.from(parts.key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { status: 401, reason: 'La clave k no es una clave pública P-256' };
  if (parts.key.replace(/=+$/, '') !== expectedKey) return { status: 403, reason: 'La clave VAPID no es la de la suscripción' };
  const known = verified.get(`${audience} ${parts.key} ${parts.token}`);
  if (known !== undefined) return known > nowSeconds ? null : { status: 401, reason: 'El JWT caducó' };
  try {
    if (decodeProtectedHeader(parts.token).alg !== 'ES256') return { status: 401, reason: 'El JWT no está firmado con ES256' };
    const key = await importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, 'ES256');
    const { payload } = await jwtVerify(parts.token, key, { audience, currentDate: new Date(nowSeconds * 1000), requiredClaims: ['exp', 'sub'] });
    if ((payload.exp ?? 0) > nowSeconds + DAY_SECONDS) return { status: 401, reason: 'El JWT caduca en más de 24 horas' };
    if (!/^(mailto:|https:)/.test(String(payload.sub))) return { status: 401, reason: 'El sujeto del JWT no es mailto: ni https:' };
    if (verified.size >= KEPT_TOKENS) verified.clear();
    verified.set(`${audience} ${parts.key} ${parts.token}`, payload.exp ?? 0);
    return null;
  } catch (error) {
    return { status: 401, reason: `JWT inválido: ${error instanceof Error ? error.message : String(error)}` };
  }
}

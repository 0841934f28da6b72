// Amazon S3's check of a request's Signature Version 4, for the local S3's front (s3-front.ts): a
// request signed in its Authorization header, or presigned in its query, is signed again here with
// the local cloud's secret key and accepted only when the signatures match and its time is valid, as
// S3 accepts it; every refusal carries S3's own status, error code and message.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ALGORITHM_IDENTIFIER, getCanonicalHeaders, SignatureV4, UNSIGNED_PAYLOAD } from '@smithy/signature-v4';
import { splitUrl } from './http-io';
import { localCredentials, localRegion } from './local-aws';

/** Why S3 refuses a request: its status, its error code and message, and what else its error body says. */
export interface S3Refusal {
  status: number;
  code: string;
  message: string;
  details?: Record<string, string>;
}

export type SignatureVerdict =
  | {
      accepted: true;
      /** The body's SHA-256 (hex) that a header signature vouches for, which S3 checks against the body it receives. */
      contentSha256?: string;
    }
  | { accepted: false; refusal: S3Refusal };

export type SignedRequest = Pick<IncomingMessage, 'method' | 'url' | 'headersDistinct'>;

type HttpRequest = Parameters<SignatureV4['presign']>[0];

/** The one account of the local cloud: the key every SDK client there signs with (local-aws.ts). */
const secretKeys = new Map([[localCredentials.accessKeyId, localCredentials.secretAccessKey]]);

/** How far a header signature's time may be from S3's clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
/** A presigned URL lives at most a week. */
const MAX_EXPIRES_SECONDS = 7 * 24 * 60 * 60;
const SERVICE = 's3';
const TERMINATOR = 'aws4_request';
/** What a header signature may name as its payload's hash besides the body's own SHA-256. */
const PAYLOAD_MARKERS = new Set([
  UNSIGNED_PAYLOAD,
  'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
  'STREAMING-AWS4-HMAC-SHA256-PAYLOAD',
  'STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER',
  'STREAMING-AWS4-ECDSA-P256-SHA256-PAYLOAD',
  'STREAMING-AWS4-ECDSA-P256-SHA256-PAYLOAD-TRAILER',
]);
const PRESIGNED_PARAMETERS = ['X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature'];

/** What SignatureV4 hands its hash: text, or bytes in some form. */
type SourceData = string | ArrayBuffer | ArrayBufferView;

const bytesOf = (data: SourceData) =>
  typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);

/** SHA-256, or its HMAC when given a key: what SignatureV4 hashes with. */
class Sha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
  }
  update(data: SourceData): void {
    this.hash.update(bytesOf(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(this.hash.digest());
  }
}

/**
 * The SDK's own signer, asked for the canonical request and the string to sign of a request as it
 * arrived: S3 signs the path as sent (no second encoding) and never adds a payload hash of its own.
 */
class S3Signer extends SignatureV4 {
  constructor(accessKeyId: string, secretAccessKey: string) {
    super({ service: SERVICE, region: localRegion, credentials: { accessKeyId, secretAccessKey }, sha256: Sha256, uriEscapePath: false, applyChecksum: false });
  }

  async recompute(request: HttpRequest, claim: Claim) {
    const canonicalHeaders = getCanonicalHeaders(request, undefined, new Set(claim.signedHeaders));
    const canonicalRequest = this.createCanonicalRequest(request, canonicalHeaders, claim.payloadHash);
    const scope = [claim.shortDate, claim.region, claim.service, claim.terminator].join('/');
    const stringToSign = await this.createStringToSign(claim.longDate, scope, canonicalRequest, ALGORITHM_IDENTIFIER);
    const signature = await this.sign(stringToSign, { signingDate: claim.time, signingRegion: claim.region, signingService: claim.service });
    return { canonicalRequest, stringToSign, signature };
  }
}

/** What a signature states about itself, from the Authorization header or the query. */
interface Claim {
  mechanism: 'header' | 'query';
  accessKeyId: string;
  shortDate: string;
  region: string;
  service: string;
  terminator: string;
  /** The request's time as signed (yyyyMMddTHHmmssZ) and as a date. */
  longDate: string;
  time: Date;
  /** The time as the request gave it. */
  timeText: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
  /** How long a presigned URL is valid. */
  expiresSeconds?: number;
}

const refused = (status: number, code: string, message: string, details?: Record<string, string>): SignatureVerdict => ({
  accepted: false,
  refusal: { status, code, message, ...(details ? { details } : {}) },
});

const serverTime = (now: Date) => now.toISOString().replace(/\.\d{3}Z$/, 'Z');

const basicIsoText = (time: Date) => serverTime(time).replace(/[-:]/g, '');

/** yyyyMMddTHHmmssZ, the only form S3 takes in X-Amz-Date. */
function basicIsoTime(text: string): Date | undefined {
  const parts = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [number, number, number, number, number, number];
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls a 13th month or a 32nd day over; S3 takes only real times.
  return basicIsoText(time) === text ? time : undefined;
}

/** Names and values of a query, decoded; a name without `=` has an empty value (`?uploads`). */
function queryParameters(query: string): [string, string][] {
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [decoded(pair), ''] : [decoded(pair.slice(0, at)), decoded(pair.slice(at + 1))];
    });
}

function malformed(mechanism: Claim['mechanism'], problem: string, details?: Record<string, string>): SignatureVerdict {
  return mechanism === 'header'
    ? refused(400, 'AuthorizationHeaderMalformed', `The authorization header is malformed; ${problem}`, details)
    : refused(400, 'AuthorizationQueryParametersError', `Error parsing the X-Amz-Credential parameter; ${problem}`, details);
}

/** The credential's scope: access key, date, region, service, terminator. */
function credentialScope(mechanism: Claim['mechanism'], credential: string) {
  const parts = credential.split('/');
  if (parts.length !== 5 || parts.some((part) => part === '')) {
    return malformed(mechanism, 'the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".');
  }
  const [accessKeyId, shortDate, region, service, terminator] = parts as [string, string, string, string, string];
  return { accessKeyId, shortDate, region, service, terminator };
}

function headerClaim(authorization: string, request: SignedRequest): Claim | SignatureVerdict {
  if (!authorization.startsWith(`${ALGORITHM_IDENTIFIER} `)) {
    return authorization.startsWith('AWS ')
      ? refused(400, 'InvalidRequest', 'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.')
      : refused(400, 'InvalidArgument', 'Unsupported Authorization Type', { ArgumentName: 'Authorization', ArgumentValue: authorization });
  }
  const components = new Map(
    authorization
      .slice(ALGORITHM_IDENTIFIER.length + 1)
      .split(',')
      .map((component) => {
        const at = component.indexOf('=');
        return [component.slice(0, at).trim(), component.slice(at + 1).trim()] as const;
      }),
  );
  const credential = components.get('Credential');
  const signedHeaders = components.get('SignedHeaders');
  const signature = components.get('Signature');
  if (!credential || !signedHeaders || !signature) {
    return malformed('header', 'the authorization header requires three components: Credential, SignedHeaders, and Signature.');
  }
  const scope = credentialScope('header', credential);
  if ('accepted' in scope) return scope;

  const payloadHash = request.headersDistinct['x-amz-content-sha256']?.[0];
  if (payloadHash === undefined) return refused(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  if (!PAYLOAD_MARKERS.has(payloadHash) && !/^[0-9a-f]{64}$/i.test(payloadHash)) {
    return refused(400, 'InvalidArgument', 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-UNSIGNED-PAYLOAD-TRAILER, STREAMING-AWS4-HMAC-SHA256-PAYLOAD, or a valid sha256 value.', {
      ArgumentName: 'x-amz-content-sha256',
      ArgumentValue: payloadHash,
    });
  }

  // The time signed is X-Amz-Date's, else the Date header's.
  const amzDate = request.headersDistinct['x-amz-date']?.[0];
  const dateHeader = request.headersDistinct.date?.[0];
  const time = amzDate !== undefined ? basicIsoTime(amzDate) : dateHeader !== undefined ? new Date(dateHeader) : undefined;
  if (!time || Number.isNaN(time.getTime())) return refused(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  const timeText = amzDate ?? dateHeader ?? '';
  return { mechanism: 'header', ...scope, longDate: amzDate ?? basicIsoText(time), time, timeText, signedHeaders: signedHeaders.split(';'), signature, payloadHash };
}

function queryClaim(parameters: Map<string, string>): Claim | SignatureVerdict {
  if (parameters.get('X-Amz-Algorithm') !== ALGORITHM_IDENTIFIER) {
    return refused(400, 'AuthorizationQueryParametersError', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
  }
  const [credential, longDate, expires, signedHeaders, signature] = PRESIGNED_PARAMETERS.map((name) => parameters.get(name));
  if (!credential || !longDate || !expires || !signedHeaders || !signature) {
    return refused(400, 'AuthorizationQueryParametersError', 'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.');
  }
  const scope = credentialScope('query', credential);
  if ('accepted' in scope) return scope;
  const time = basicIsoTime(longDate);
  if (!time) return refused(400, 'AuthorizationQueryParametersError', 'X-Amz-Date must be in the ISO8601 Long Format "yyyyMMdd\'T\'HHmmss\'Z\'"');
  if (!/^\d+$/.test(expires)) return refused(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires should be a number');
  const expiresSeconds = Number(expires);
  if (expiresSeconds > MAX_EXPIRES_SECONDS) {
    return refused(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be less than a week (in seconds) that is 7 days or 604800 seconds');
  }
  // A presigned URL never vouches for its body: S3 signs it as UNSIGNED-PAYLOAD.
  return { mechanism: 'query', ...scope, longDate, time, timeText: longDate, signedHeaders: signedHeaders.split(';'), signature, payloadHash: UNSIGNED_PAYLOAD, expiresSeconds };
}

/** What the scope must say to be S3's in the local region, on the day the request was signed. */
function scopeProblem(claim: Claim): SignatureVerdict | undefined {
  if (claim.region !== localRegion) return malformed(claim.mechanism, `the region '${claim.region}' is wrong; expecting '${localRegion}'`, { Region: localRegion });
  if (claim.service !== SERVICE) return malformed(claim.mechanism, `incorrect service "${claim.service}". This endpoint belongs to "${SERVICE}".`);
  if (claim.terminator !== TERMINATOR) return malformed(claim.mechanism, `incorrect terminal "${claim.terminator}". This endpoint uses "${TERMINATOR}".`);
  if (claim.shortDate !== claim.longDate.slice(0, 8)) return malformed(claim.mechanism, 'Invalid credential date. Date is not the same as X-Amz-Date.');
  return undefined;
}

/** A header signature is good within 15 minutes of its time; a presigned URL from its time until it expires. */
function timeProblem(claim: Claim, now: Date): SignatureVerdict | undefined {
  if (claim.expiresSeconds === undefined) {
    if (Math.abs(now.getTime() - claim.time.getTime()) <= MAX_SKEW_MS) return undefined;
    return refused(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.', {
      RequestTime: claim.timeText,
      ServerTime: serverTime(now),
      MaxAllowedSkewMilliseconds: String(MAX_SKEW_MS),
    });
  }
  if (claim.time.getTime() - now.getTime() > MAX_SKEW_MS) return refused(403, 'AccessDenied', 'Request is not valid yet');
  const expiresAt = new Date(claim.time.getTime() + claim.expiresSeconds * 1000);
  if (now <= expiresAt) return undefined;
  return refused(403, 'AccessDenied', 'Request has expired', {
    'X-Amz-Expires': String(claim.expiresSeconds),
    Expires: serverTime(expiresAt),
    ServerTime: serverTime(now),
  });
}

/** The Host header and every x-amz-* header sent must be signed, or someone could have added them. */
function unsignedHeaders(request: SignedRequest, signed: Set<string>): SignatureVerdict | undefined {
  const unsigned = Object.keys(request.headersDistinct).filter((name) => (name === 'host' || name.startsWith('x-amz-')) && !signed.has(name));
  return unsigned.length > 0
    ? refused(403, 'AccessDenied', 'There were headers present in the request which were not signed', { HeadersNotSigned: unsigned.join(', ') })
    : undefined;
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Checks a request's SigV4 signature as S3 does, with the local cloud's key, at `now`. */
export async function checkSignature(request: SignedRequest, now = new Date()): Promise<SignatureVerdict> {
  const { path, query } = splitUrl(request);
  const parameters = queryParameters(query);
  const named = new Map(parameters);
  const authorization = request.headersDistinct.authorization?.[0];
  const presigned = named.has('X-Amz-Algorithm');
  const signedV2 = named.has('Signature') || named.has('AWSAccessKeyId');
  const mechanisms = [authorization !== undefined, presigned, signedV2].filter(Boolean).length;
  if (mechanisms === 0) return refused(403, 'AccessDenied', 'Access Denied');
  if (mechanisms > 1) {
    return refused(400, 'InvalidArgument', 'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified', {
      ArgumentName: 'Authorization',
      ArgumentValue: authorization ?? '',
    });
  }
  if (signedV2) return refused(400, 'InvalidRequest', 'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.');

  const claim = authorization !== undefined ? headerClaim(authorization, request) : queryClaim(named);
  if ('accepted' in claim) return claim;
  const problem = scopeProblem(claim);
  if (problem) return problem;
  const secret = secretKeys.get(claim.accessKeyId);
  if (secret === undefined) {
    return refused(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', { AWSAccessKeyId: claim.accessKeyId });
  }
  const untimely = timeProblem(claim, now) ?? unsignedHeaders(request, new Set(claim.signedHeaders));
  if (untimely) return untimely;

  // Repeated headers and query parameters are signed with all their values.
  const headers = Object.fromEntries(claim.signedHeaders.flatMap((name) => {
    const values = request.headersDistinct[name];
    return values ? [[name, values.join(',')]] : [];
  }));
  const queryBag: Record<string, string | string[]> = {};
  for (const [name, value] of parameters) {
    const before = queryBag[name];
    queryBag[name] = before === undefined ? value : [before, value].flat();
  }
  const host = request.headersDistinct.host?.[0] ?? '';
  const recomputed = await new S3Signer(claim.accessKeyId, secret).recompute(
    { method: request.method ?? 'GET', protocol: 'http:', hostname: host, path, query: queryBag, headers },
    claim,
  );
  if (!sameText(recomputed.signature, claim.signature)) {
    return refused(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.', {
      AWSAccessKeyId: claim.accessKeyId,
      StringToSign: recomputed.stringToSign,
      SignatureProvided: claim.signature,
      CanonicalRequest: recomputed.canonicalRequest,
    });
  }
  const vouched = claim.mechanism === 'header' && !PAYLOAD_MARKERS.has(claim.payloadHash);
  return { accepted: true, ...(vouched ? { contentSha256: claim.payloadHash.toLowerCase() } : {}) };
}

// The local S3's signature check (infra/local/s3-signature-check.ts) on requests the AWS SDK signs:
// header signatures as a loopback server receives them (buffers, streams, multipart, checksum
// trailers), presigned URLs as the upload and report routes make them, and each way S3 refuses one
// that is unsigned, changed, expired, out of time or signed with another key.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { CreateMultipartUploadCommand, GetObjectCommand, PutObjectCommand, S3Client, UploadPartCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentials } from '@infra/local/local-aws';
import { checkSignature, type SignatureVerdict, type SignedRequest } from '@infra/local/s3-signature-check';

const MINUTE = 60_000;
const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');

let server: Server;
let endpoint: string;
let received: SignedRequest[] = [];

beforeAll(async () => {
  // Where the SDK's requests arrive as they would at S3; each is kept, with its headers as sent.
  server = createServer((req: IncomingMessage, res) => {
    received.push({ method: req.method, url: req.url, headersDistinct: req.headersDistinct });
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { etag: '"etag"' });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type ClientOptions = { credentials?: { accessKeyId: string; secretAccessKey: string }; region?: string; checksums?: 'WHEN_SUPPORTED' };

/** A client signing as the local cloud's handlers do (lambdas/core/aws-clients.ts), unless told. */
const clientOf = ({ credentials = localCredentials, region = 'us-east-1', checksums }: ClientOptions = {}) =>
  new S3Client({
    region,
    endpoint,
    credentials,
    forcePathStyle: true,
    maxAttempts: 1,
    requestChecksumCalculation: checksums ?? 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/** The one request the SDK sends for `call`, as received. */
async function sdkRequest(call: (client: S3Client) => Promise<unknown>, options: ClientOptions = {}): Promise<SignedRequest> {
  received = [];
  const client = clientOf(options);
  // The answers are not S3's: only the request matters.
  await call(client).catch(() => undefined);
  client.destroy();
  expect(received).toHaveLength(1);
  return received[0]!;
}

const withHeaders = (request: SignedRequest, headers: Record<string, string | undefined>): SignedRequest => {
  const changed = { ...request.headersDistinct };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete changed[name];
    else changed[name] = [value];
  }
  return { ...request, headersDistinct: changed };
};

/** A browser's PUT or GET of a presigned URL, with the headers it sends. */
function browserRequest(url: string, method: string, headers: Record<string, string> = {}): SignedRequest {
  const { host, pathname, search } = new URL(url);
  const headersDistinct = Object.fromEntries(Object.entries({ host, ...headers }).map(([name, value]) => [name, [value]]));
  return { method, url: `${pathname}${search}`, headersDistinct };
}

const refusal = (verdict: SignatureVerdict) => (verdict.accepted ? undefined : verdict.refusal);

describe('header signatures', () => {
  it('accepts a PutObject of a buffer under a key with spaces and accents, vouching for the body’s hash', async () => {
    const request = await sdkRequest((client) => client.send(new PutObjectCommand({ Bucket: 'uploads', Key: 'fotos/a b/ñandú (1).jpg', Body: Buffer.from('hola'), ContentType: 'image/jpeg' })));
    expect(request.url).toContain('%C3%B1and%C3%BA%20%281%29.jpg');
    expect(await checkSignature(request)).toEqual({ accepted: true, contentSha256: sha256('hola') });
  });

  it('accepts a GetObject, a streamed PutObject (UNSIGNED-PAYLOAD) and a multipart upload’s requests', async () => {
    const requests = [
      await sdkRequest((client) => client.send(new GetObjectCommand({ Bucket: 'media', Key: 'profile/u1/a.jpg' }))),
      await sdkRequest((client) => client.send(new PutObjectCommand({ Bucket: 'reports', Key: 'r.csv', Body: Readable.from([Buffer.from('a,b')]), ContentLength: 3 }))),
      await sdkRequest((client) => client.send(new CreateMultipartUploadCommand({ Bucket: 'reports', Key: 'r.csv', ContentType: 'text/csv; charset=utf-8' }))),
      await sdkRequest((client) => client.send(new UploadPartCommand({ Bucket: 'reports', Key: 'r.csv', UploadId: 'up/1+2', PartNumber: 2, Body: Buffer.from('c,d') }))),
    ];
    expect(requests.map((request) => request.headersDistinct['x-amz-content-sha256']?.[0])).toEqual([sha256(''), 'UNSIGNED-PAYLOAD', sha256(''), sha256('c,d')]);
    expect(requests[2]!.url).toMatch(/\?uploads(=|&|$)/);
    expect(await Promise.all(requests.map((request) => checkSignature(request)))).toEqual([
      { accepted: true, contentSha256: sha256('') },
      { accepted: true },
      { accepted: true, contentSha256: sha256('') },
      { accepted: true, contentSha256: sha256('c,d') },
    ]);
  });

  it('accepts an aws-chunked upload with a checksum trailer (STREAMING-UNSIGNED-PAYLOAD-TRAILER), the SDK’s default for streams', async () => {
    const request = await sdkRequest((client) => client.send(new PutObjectCommand({ Bucket: 'uploads', Key: 's.txt', Body: Readable.from([Buffer.from('hola')]), ContentLength: 4 })), { checksums: 'WHEN_SUPPORTED' });
    expect(request.headersDistinct['x-amz-content-sha256']).toEqual(['STREAMING-UNSIGNED-PAYLOAD-TRAILER']);
    expect(await checkSignature(request)).toEqual({ accepted: true });
  });

  it('refuses a signature made with another secret (SignatureDoesNotMatch, with the canonical request) and an unknown key', async () => {
    const put = new PutObjectCommand({ Bucket: 'uploads', Key: 'a.txt', Body: 'hola' });
    const wrongSecret = refusal(await checkSignature(await sdkRequest((client) => client.send(put), { credentials: { accessKeyId: 'local', secretAccessKey: 'otra' } })));
    expect(wrongSecret).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(wrongSecret?.details?.CanonicalRequest).toMatch(/^PUT\n\/uploads\/a\.txt\nx-id=PutObject\n/);
    expect(refusal(await checkSignature(await sdkRequest((client) => client.send(put), { credentials: { accessKeyId: 'alguien', secretAccessKey: 'local' } })))).toMatchObject({
      status: 403,
      code: 'InvalidAccessKeyId',
      details: { AWSAccessKeyId: 'alguien' },
    });
  });

  it('refuses a request whose path, query, signed header or payload hash changed after signing', async () => {
    const request = await sdkRequest((client) => client.send(new PutObjectCommand({ Bucket: 'uploads', Key: 'activities/a/1.tcx', Body: 'hola', ContentType: 'text/xml' })));
    const changed = [
      { ...request, url: request.url!.replace('activities/a/', 'activities/b/') },
      { ...request, url: `${request.url}&versionId=1` },
      { ...request, method: 'POST' },
      withHeaders(request, { 'content-type': 'image/jpeg' }),
      withHeaders(request, { host: 'localhost:1' }),
      withHeaders(request, { 'x-amz-content-sha256': sha256('adiós') }),
    ];
    for (const each of changed) expect(refusal(await checkSignature(each))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await checkSignature(request)).toMatchObject({ accepted: true });
  });

  it('refuses an x-amz-* header that was not signed, and a request without x-amz-content-sha256', async () => {
    const request = await sdkRequest((client) => client.send(new GetObjectCommand({ Bucket: 'media', Key: 'a.jpg' })));
    expect(refusal(await checkSignature(withHeaders(request, { 'x-amz-acl': 'public-read' })))).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'There were headers present in the request which were not signed',
      details: { HeadersNotSigned: 'x-amz-acl' },
    });
    expect(refusal(await checkSignature(withHeaders(request, { 'x-amz-content-sha256': undefined })))).toMatchObject({ status: 400, code: 'InvalidRequest' });
  });

  it('takes a request within 15 minutes of its signing time and refuses one further off (RequestTimeTooSkewed)', async () => {
    const request = await sdkRequest((client) => client.send(new GetObjectCommand({ Bucket: 'media', Key: 'a.jpg' })));
    const now = Date.now();
    expect(await checkSignature(request, new Date(now + 14 * MINUTE))).toMatchObject({ accepted: true });
    for (const off of [16 * MINUTE, -16 * MINUTE]) {
      expect(refusal(await checkSignature(request, new Date(now + off)))).toMatchObject({
        status: 403,
        code: 'RequestTimeTooSkewed',
        details: { RequestTime: request.headersDistinct['x-amz-date']![0], MaxAllowedSkewMilliseconds: '900000' },
      });
    }
  });

  it('refuses a signature scoped to another region (AuthorizationHeaderMalformed)', async () => {
    const request = await sdkRequest((client) => client.send(new GetObjectCommand({ Bucket: 'media', Key: 'a.jpg' })), { region: 'eu-west-1' });
    expect(refusal(await checkSignature(request))).toMatchObject({ status: 400, code: 'AuthorizationHeaderMalformed', details: { Region: 'us-east-1' } });
  });
});

describe('presigned URLs', () => {
  /** An upload ticket as lambdas/media/presign-upload.ts makes it: type and length signed, 5 minutes. */
  const uploadUrl = (key: string, signingDate?: Date) =>
    getSignedUrl(clientOf(), new PutObjectCommand({ Bucket: 'uploads', Key: key, ContentType: 'image/jpeg', ContentLength: 10 }), {
      expiresIn: 300,
      signableHeaders: new Set(['content-type', 'content-length']),
      ...(signingDate ? { signingDate } : {}),
    });
  const photoHeaders = { 'content-type': 'image/jpeg', 'content-length': '10' };

  it('accepts the PUT a browser sends to an upload ticket, vouching for no body hash', async () => {
    const url = await uploadUrl('profile/atleta-a/1.jpg');
    expect(await checkSignature(browserRequest(url, 'PUT', { ...photoHeaders, origin: 'http://localhost:3000', 'user-agent': 'Chromium' }))).toEqual({ accepted: true });
  });

  it('refuses the ticket with its key, bucket, expiry, type, length, host or method changed (SignatureDoesNotMatch)', async () => {
    const url = await uploadUrl('activities/atleta-a/1.tcx');
    const changed = [
      browserRequest(url.replace('/activities/atleta-a/', '/activities/atleta-b/'), 'PUT', photoHeaders),
      browserRequest(url.replace('/uploads/', '/media/'), 'PUT', photoHeaders),
      browserRequest(url.replace('X-Amz-Expires=300', 'X-Amz-Expires=86400'), 'PUT', photoHeaders),
      browserRequest(url, 'PUT', { ...photoHeaders, 'content-type': 'text/html' }),
      browserRequest(url, 'PUT', { ...photoHeaders, 'content-length': '20000000' }),
      browserRequest(url.replace('//127.0.0.1:', '//localhost:'), 'PUT', photoHeaders),
      browserRequest(url, 'DELETE', photoHeaders),
    ];
    for (const each of changed) expect(refusal(await checkSignature(each))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('refuses it once expired, or when its time has not come (AccessDenied)', async () => {
    const url = await uploadUrl('profile/atleta-a/1.jpg');
    const now = Date.now();
    expect(await checkSignature(browserRequest(url, 'PUT', photoHeaders), new Date(now + 4 * MINUTE))).toEqual({ accepted: true });
    expect(refusal(await checkSignature(browserRequest(url, 'PUT', photoHeaders), new Date(now + 6 * MINUTE)))).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired',
      details: { 'X-Amz-Expires': '300' },
    });
    const later = await uploadUrl('profile/atleta-a/1.jpg', new Date(now + 60 * MINUTE));
    expect(refusal(await checkSignature(browserRequest(later, 'PUT', photoHeaders)))).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Request is not valid yet' });
  });

  it('refuses an expiry over a week and a URL missing a signing parameter (AuthorizationQueryParametersError)', async () => {
    const url = await uploadUrl('profile/atleta-a/1.jpg');
    for (const broken of [url.replace('X-Amz-Expires=300', 'X-Amz-Expires=604801'), url.replace(/X-Amz-Signature=[0-9a-f]+&?/, '')]) {
      expect(refusal(await checkSignature(browserRequest(broken, 'PUT', photoHeaders)))).toMatchObject({ status: 400, code: 'AuthorizationQueryParametersError' });
    }
  });

  it('accepts a report’s download link (its file name signed in the query) and refuses it with another name', async () => {
    const command = new GetObjectCommand({ Bucket: 'reports', Key: 'e1/r.csv', ResponseContentDisposition: 'attachment; filename="Inscritos ñ.csv"' });
    const url = await getSignedUrl(clientOf(), command, { expiresIn: 300 });
    expect(await checkSignature(browserRequest(url, 'GET'))).toEqual({ accepted: true });
    const renamed = url.replace(/response-content-disposition=[^&]+/, `response-content-disposition=${encodeURIComponent('attachment; filename="x.html"')}`);
    expect(refusal(await checkSignature(browserRequest(renamed, 'GET')))).toMatchObject({ code: 'SignatureDoesNotMatch' });
  });
});

describe('requests without one V4 signature', () => {
  it('refuses an unsigned request (AccessDenied), two mechanisms at once, and a signature of version 2', async () => {
    expect(refusal(await checkSignature(browserRequest(`${endpoint}/uploads/activities/b/1.tcx`, 'PUT', { 'content-type': 'application/xml' })))).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Access Denied',
    });
    const header = await sdkRequest((client) => client.send(new GetObjectCommand({ Bucket: 'media', Key: 'a.jpg' })));
    const url = await getSignedUrl(clientOf(), new GetObjectCommand({ Bucket: 'media', Key: 'a.jpg' }), { expiresIn: 60 });
    const both = { ...header, url: `${header.url}&${new URL(url).search.slice(1)}` };
    expect(refusal(await checkSignature(both))).toMatchObject({ status: 400, code: 'InvalidArgument' });
    const v2 = browserRequest(`${endpoint}/media/a.jpg?AWSAccessKeyId=local&Expires=4102444800&Signature=abc`, 'GET');
    expect(refusal(await checkSignature(v2))).toMatchObject({ status: 400, code: 'InvalidRequest' });
    expect(refusal(await checkSignature(withHeaders(header, { authorization: 'AWS local:abc' })))).toMatchObject({ status: 400, code: 'InvalidRequest' });
  });
});

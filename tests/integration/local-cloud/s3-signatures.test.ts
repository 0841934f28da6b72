// The local S3 checks signatures as S3 does (infra/local/s3-front.ts), at the address the upload
// tickets name: an unsigned PUT, a ticket with its key moved to another athlete's upload or its
// expiry raised, an expired ticket, a changed type and a body that is not the one signed are all
// refused and store nothing, while a ticket used as given, a CORS preflight and the SDK's own calls
// (multipart uploads included) keep working.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localCredentials, localRegion } from '@infra/local/local-aws';
import type { ActivityPage } from '@shared/activities/activity';
import type { ActivityUploadState, ActivityUploadTicket } from '@shared/activities/activity-upload';
import { callApi, signedUpAthlete, waitFor } from '../../support/accounts';

const cloudUrl = inject('cloudUrl');
const fileName = 'run-5k.tcx';
const file = readFileSync(join(import.meta.dirname, '../../fixtures/activities', fileName));

let attacker: { token: string; ticket: ActivityUploadTicket };
let victim: { token: string; ticket: ActivityUploadTicket };
/** The local S3's address and the uploads bucket, as the tickets name them. */
let endpoint: string;
let bucket: string;
let s3: S3Client;

const ticketFor = async (token: string) =>
  (await callApi<ActivityUploadTicket>(cloudUrl, '/api/me/activity-uploads', { method: 'POST', token, body: { fileName, size: file.length } })).body;

const clientWith = (credentials: { accessKeyId: string; secretAccessKey: string }) =>
  new S3Client({
    region: localRegion,
    endpoint,
    credentials,
    forcePathStyle: true,
    maxAttempts: 1,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

async function stored(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if (error instanceof NotFound) return false;
    throw error;
  }
}

/** The S3 error code of an XML error body. */
const errorCode = async (answer: Response) => /<Code>([^<]+)<\/Code>/.exec(await answer.text())?.[1];

const put = (url: string, headers = attacker.ticket.headers, body: Buffer = file) => fetch(url, { method: 'PUT', headers, body });

/** The ticket's URL with one query parameter set to another value. */
function withParameter(url: string, name: string, value: string): string {
  const changed = new URL(url);
  changed.searchParams.set(name, value);
  return changed.toString();
}

beforeAll(async () => {
  const [a, b] = await Promise.all([signedUpAthlete(cloudUrl), signedUpAthlete(cloudUrl)]);
  attacker = { token: a.token, ticket: await ticketFor(a.token) };
  victim = { token: b.token, ticket: await ticketFor(b.token) };
  const url = new URL(attacker.ticket.uploadUrl);
  endpoint = url.origin;
  bucket = url.pathname.split('/')[1]!;
  s3 = clientWith(localCredentials);
});

afterAll(() => s3.destroy());

describe('the local S3 refuses what S3 refuses', () => {
  it('refuses an unsigned PUT with 403 AccessDenied and stores nothing', async () => {
    const answer = await put(`${endpoint}/${bucket}/${victim.ticket.key}`);
    expect(answer.status).toBe(403);
    expect(await errorCode(answer)).toBe('AccessDenied');
    expect(await stored(victim.ticket.key)).toBe(false);
  });

  it('refuses a ticket whose key was changed to another athlete’s upload, which never reaches their activities', async () => {
    expect(victim.ticket.key.split('/')[1]).not.toBe(attacker.ticket.key.split('/')[1]);
    const moved = attacker.ticket.uploadUrl.replace(`/${attacker.ticket.key}?`, `/${victim.ticket.key}?`);
    expect(moved).not.toBe(attacker.ticket.uploadUrl);
    const answer = await put(moved);
    expect(answer.status).toBe(403);
    expect(await errorCode(answer)).toBe('SignatureDoesNotMatch');
    expect(await stored(victim.ticket.key)).toBe(false);
    const state = await callApi<ActivityUploadState>(cloudUrl, `/api/me/activity-uploads/${victim.ticket.uploadId}`, { token: victim.token });
    expect(state.body.status).not.toBe('done');
    expect((await callApi<ActivityPage>(cloudUrl, '/api/me/activities', { token: victim.token })).body.activities).toEqual([]);
  });

  it('refuses a ticket with its expiry raised, or its content type changed', async () => {
    const raised = withParameter(attacker.ticket.uploadUrl, 'X-Amz-Expires', '604800');
    const answers = [await put(raised), await put(attacker.ticket.uploadUrl, { 'content-type': 'text/html' })];
    expect(answers.map((answer) => answer.status)).toEqual([403, 403]);
    expect(await Promise.all(answers.map(errorCode))).toEqual(['SignatureDoesNotMatch', 'SignatureDoesNotMatch']);
    expect(await stored(attacker.ticket.key)).toBe(false);
  });

  it('refuses an expired presigned URL with 403 AccessDenied', async () => {
    const key = `activities/expired/${randomUUID()}.tcx`;
    const expired = await getSignedUrl(s3, new PutObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: 60, signingDate: new Date(Date.now() - 5 * 60_000) });
    const answer = await put(expired, {});
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('<Message>Request has expired</Message>');
    expect(await stored(key)).toBe(false);
  });

  it('refuses SDK requests signed with another secret or another key, and a body that is not the one signed', async () => {
    const key = `local-cloud-tests/${randomUUID()}.txt`;
    const codes: unknown[] = [];
    for (const credentials of [{ accessKeyId: localCredentials.accessKeyId, secretAccessKey: 'otra' }, { accessKeyId: 'alguien', secretAccessKey: localCredentials.secretAccessKey }]) {
      const client = clientWith(credentials);
      codes.push(await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'hola' })).catch((error: S3ServiceException) => [error.$metadata.httpStatusCode, error.name]));
      client.destroy();
    }
    expect(codes).toEqual([
      [403, 'SignatureDoesNotMatch'],
      [403, 'InvalidAccessKeyId'],
    ]);

    // The body is swapped after the SDK signed it, keeping its length.
    const swapping = clientWith(localCredentials);
    swapping.middlewareStack.add(
      (next) => (args) => {
        (args.request as { body: unknown }).body = 'HOLA';
        return next(args);
      },
      { step: 'deserialize' },
    );
    const swapped = await swapping.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'hola' })).catch((error: S3ServiceException) => [error.$metadata.httpStatusCode, error.name]);
    swapping.destroy();
    expect(swapped).toEqual([400, 'XAmzContentSHA256Mismatch']);
    expect(await stored(key)).toBe(false);
  });
});

describe('the local S3 keeps serving what S3 serves', () => {
  it('answers a CORS preflight from any local origin, unsigned', async () => {
    const answer = await fetch(attacker.ticket.uploadUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://primavera.localhost:3000', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('stores a ticket’s file PUT as given, and the S3 trigger reads it into an activity', async () => {
    const { token, ticket } = await signedUpAthlete(cloudUrl).then(async ({ token }) => ({ token, ticket: await ticketFor(token) }));
    const answer = await put(ticket.uploadUrl, ticket.headers);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await stored(ticket.key)).toBe(true);
    const state = await waitFor(async () => {
      const { body } = await callApi<ActivityUploadState>(cloudUrl, `/api/me/activity-uploads/${ticket.uploadId}`, { token });
      return body.status === 'done' ? body : undefined;
    });
    expect(state.activity).toMatchObject({ status: 'parsed', fileType: 'tcx' });
  });

  it('serves the SDK’s PutObject, GetObject, HeadObject, DeleteObject and a multipart upload', async () => {
    const key = `local-cloud-tests/${randomUUID()}/ñandú (1).txt`;
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'hola', ContentType: 'text/plain' }));
    const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(await got.Body?.transformToString()).toBe('hola');
    expect(got.ContentType).toBe('text/plain');
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    expect(await stored(key)).toBe(false);

    // Two parts, as lambdas/registration/reports/report-store.ts streams a report.
    const big = Buffer.alloc(6 * 1024 * 1024, 'a');
    await new Upload({ client: s3, params: { Bucket: bucket, Key: key, Body: Readable.from([big]) }, partSize: 5 * 1024 * 1024, queueSize: 2 }).done();
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    expect(head.ContentLength).toBe(big.length);
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  });
});

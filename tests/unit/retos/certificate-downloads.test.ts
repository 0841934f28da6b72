// The certificate routes with the table and the media bucket mocked: who gets which file, the
// spec's refusals in order, and the organizer's background read from the media bucket.
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { backgroundKeyOf } from '@lambdas/retos/certificate/certificate-background';
import { handler as getCertificate } from '@lambdas/retos/get-certificate';
import { handler as getSample } from '@lambdas/retos/get-certificate-sample';

const dynamoMock = mockClient(DynamoDBDocumentClient);
const s3Mock = mockClient(S3Client);
// The worker's other files share the SDK's classes (isolate: false): their send is theirs again after this file.
afterAll(() => {
  dynamoMock.restore();
  s3Mock.restore();
});

const ORGANIZER = 'organizadora';
const ATHLETE = 'atleta';
const eventId = '12-345-6789';

const reto = (changes: Record<string, unknown> = {}) => ({
  eventID: eventId,
  eventName: 'Reto 21K de invierno',
  eventDescription: '',
  eventStart: '2030-01-01T06:00:00.000Z',
  eventEnd: '2030-02-01T05:59:59.000Z',
  distance: 21.1,
  price: 0,
  eventType: 'byTime',
  admitResults: false,
  eventEnded: true,
  accessCodeAdmited: 10,
  codeUsesIssued: 0,
  participantCount: 1,
  userIDCreate: ORGANIZER,
  athleteCreateName: 'Ana',
  athleteCreateLastName: 'Organiza',
  athleteCreateEmail: 'ana@prueba.mx',
  catalog: 'retos',
  __edb_e__: 'virtualEvent',
  __edb_v__: '1',
  ...changes,
});

const participant = (changes: Record<string, unknown> = {}) => ({
  eventID: eventId,
  userID: ATHLETE,
  athleteName: 'Ñandú',
  athleteLastName: 'Pérez',
  athleteEmail: 'nandu@prueba.mx',
  athleteGender: 'M',
  athleteBirth: '1990-01-01',
  raceNumber: '1',
  category: '',
  eventPass: 'ABC123',
  registeredAt: '2030-01-02T00:00:00.000Z',
  active: true,
  step: 4,
  goalTime: '02:00:00',
  finishTime: '01:52:07',
  finishTimeDate: '2030-01-20T15:00:00.000Z',
  evidencePhotos: 1,
  positionAbsolute: 3,
  positionAbsoluteGender: 2,
  positionAbsoluteCategory: 0,
  positionRelative: 0,
  positionRelativeGender: 0,
  positionRelativeCategory: 0,
  __edb_e__: 'retoParticipant',
  __edb_v__: '1',
  ...changes,
});

/** What the table holds: the reto and, when given, the caller's participation. */
function stored(retoItem: object, participantItem?: object) {
  dynamoMock.on(GetCommand).callsFake((input: { Key: { sk: string } }) => ({
    Item: input.Key.sk.startsWith('$retoParticipant') ? participantItem : retoItem,
  }));
}

function request(route: typeof getSample, userId: string, format?: string) {
  const event = {
    rawPath: `/api/retos/${eventId}/certificate`,
    pathParameters: { eventID: eventId },
    queryStringParameters: format ? { format } : undefined,
    headers: {},
    requestContext: { http: { method: 'GET' }, authorizer: { jwt: { claims: { sub: userId } } } },
  } as unknown as HttpEvent;
  return route(event, {} as Context) as Promise<APIGatewayProxyStructuredResultV2>;
}

const bytesOf = (answer: APIGatewayProxyStructuredResultV2) => Buffer.from(answer.body ?? '', 'base64');
const messageOf = (answer: APIGatewayProxyStructuredResultV2) => (JSON.parse(answer.body ?? '{}') as { message: string }).message;

async function pixelAt(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

beforeEach(() => {
  dynamoMock.reset();
  s3Mock.reset();
  dynamoMock.on(UpdateCommand).resolves({});
});

// Each case draws a whole certificate, slow on a busy 2-core machine.
describe('GET /api/retos/{eventID}/certificate-sample', { timeout: 30_000 }, () => {
  it("answers the organizer the design filled with a made-up athlete, as a JPEG's bytes to save", async () => {
    stored(reto({ eventEnded: false }));
    const answer = await request(getSample, ORGANIZER);
    expect(answer.statusCode).toBe(200);
    expect(answer.isBase64Encoded).toBe(true);
    expect(answer.headers).toMatchObject({ 'content-type': 'image/jpeg', 'content-disposition': `attachment; filename="certificado-muestra-${eventId}.jpg"`, 'cache-control': 'no-store' });
    const meta = await sharp(bytesOf(answer)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1025, 820]);
  });

  it("draws on the organizer's background, read from the media bucket by its /media/ address", async () => {
    stored(reto({ certificateImage: '/media/retos/12-345-6789/fondo.jpg' }));
    const red = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
    s3Mock.on(GetObjectCommand).resolves({ ContentLength: red.length, Body: { transformToByteArray: async () => new Uint8Array(red) } as never });
    const answer = await request(getSample, ORGANIZER, 'jpeg');
    expect(s3Mock.commandCalls(GetObjectCommand)[0]!.args[0].input).toEqual({ Bucket: 'unit-media', Key: 'retos/12-345-6789/fondo.jpg' });
    const [r, g, b] = await pixelAt(bytesOf(answer), 5, 5);
    expect(r).toBeGreaterThan(170);
    expect(g! + b!).toBeLessThan(140);
  });

  it.each([
    ['is gone', () => s3Mock.on(GetObjectCommand).rejects(Object.assign(new Error('gone'), { name: 'NoSuchKey' }))],
    ['is no image', () => s3Mock.on(GetObjectCommand).resolves({ ContentLength: 13, Body: { transformToByteArray: async () => new TextEncoder().encode('no soy imagen') } as never })],
  ])('falls back to the default design when the background %s', async (_case, arrange) => {
    stored(reto({ certificateImage: '/media/retos/12-345-6789/fondo.jpg' }));
    arrange();
    const answer = await request(getSample, ORGANIZER);
    expect(answer.statusCode).toBe(200);
    // The default design's orange frame.
    const [r, g, b] = await pixelAt(bytesOf(answer), 14, 400);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(60);
    expect(g).toBeLessThan(140);
    expect(b).toBeLessThan(60);
  });

  it('refuses an athlete who does not organize the reto', async () => {
    stored(reto());
    const answer = await request(getSample, ATHLETE, 'pdf');
    expect(answer.statusCode).toBe(403);
    expect(messageOf(answer)).toBe('Usuario no autorizado para este evento');
  });

  it('refuses past the limit of certificates an account may draw', async () => {
    stored(reto());
    dynamoMock.on(UpdateCommand).rejects(Object.assign(new Error('limit'), { name: 'ConditionalCheckFailedException' }));
    const answer = await request(getSample, ORGANIZER);
    expect(answer.statusCode).toBe(429);
    expect(dynamoMock.commandCalls(GetCommand)).toHaveLength(0);
  });
});

describe('GET /api/retos/{eventID}/certificate', { timeout: 30_000 }, () => {
  it("answers a participant of a closed reto with a finish time the certificate as a PDF named after the reto", async () => {
    stored(reto(), participant());
    const answer = await request(getCertificate, ATHLETE, 'pdf');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="certificado-${eventId}.pdf"` });
    expect(bytesOf(answer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it.each([
    ['to an athlete who is not a participant', reto(), undefined, 403, 'Usuario no autorizado para este evento'],
    ['to a participant whose registration is not active (unpaid)', reto(), participant({ active: false }), 403, 'Usuario no autorizado para este evento'],
    ["while the reto is open, with the spec's message", reto({ eventEnded: false }), participant(), 409, 'Evento en desarrollo, al finalizar el plazo definido puedes ingresar a descargar tu certificado oficial'],
    ['without a finish time', reto(), participant({ finishTime: undefined }), 409, 'Aún no registras tu tiempo final en este reto: regístralo para obtener tu certificado'],
    ['with the empty time 00:00:00', reto(), participant({ finishTime: '00:00:00' }), 409, 'Aún no registras tu tiempo final en este reto: regístralo para obtener tu certificado'],
  ])('is refused %s', async (_case, retoItem, participantItem, status, message) => {
    stored(retoItem, participantItem);
    const answer = await request(getCertificate, ATHLETE);
    expect(answer.statusCode).toBe(status);
    expect(messageOf(answer)).toBe(message);
  });

  it('refuses a format other than JPEG or PDF', async () => {
    stored(reto(), participant());
    expect((await request(getCertificate, ATHLETE, 'png')).statusCode).toBe(400);
  });
});

describe('backgroundKeyOf', () => {
  it.each([
    ['/media/retos/1-2-3/fondo.jpg', 'retos/1-2-3/fondo.jpg'],
    ['https://carreras.example.mx/media/retos/1-2-3/fondo.webp', 'retos/1-2-3/fondo.webp'],
    ['retos/1-2-3/fondo.jpg', 'retos/1-2-3/fondo.jpg'],
    ['/media/../uploads/secreto.jpg', null],
    ['/media/retos/%2e%2e/x.jpg', null],
    ['https://[malformada', null],
    ['', null],
  ])('reads %s as %s', (reference, key) => {
    expect(backgroundKeyOf(reference)).toBe(key);
  });
});

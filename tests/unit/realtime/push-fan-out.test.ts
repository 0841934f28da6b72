// The fan-out's push notices over a mocked table and push service: a notice is claimed before it is
// sent and never sent twice, a gone subscription (404, 410) is forgotten, one the push service said it
// could not take now is given back and fails the message so the queue offers it again, and one it did
// not answer keeps its claim.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultRow } from '@shared/results/result-row';

const dynamo = mockClient(DynamoDBDocumentClient);
const pushService = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let sendPushNotices: (eventId: number, rows: ResultRow[]) => Promise<number>;

beforeAll(async () => {
  process.env.VAPID_KEYS = JSON.stringify(webpush.generateVAPIDKeys());
  process.env.VAPID_SUBJECT = 'mailto:no-responder@carreras.test';
  process.env.FANOUT_QUEUE_URL = 'http://127.0.0.1:9/queue/fanout';
  vi.stubGlobal('fetch', pushService);
  ({ sendPushNotices } = await import('@lambdas/realtime/push-fan-out'));
});
afterAll(() => {
  dynamo.restore();
  vi.unstubAllGlobals();
});

const browserKeys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
const target = {
  eventId: 7,
  bib: '123',
  subscriptionId: 'sub-1',
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  ...browserKeys,
  expiresAt: 99,
  __edb_e__: 'pushSubscription',
  __edb_v__: '1',
};
const row = {
  num: '123',
  nombre: 'Ana López',
  codMod: '10K',
  to: '00:42:13',
  toMS: 2_533_000,
  fhm: '2030-03-01 07:42:13.000',
  parciales: [{ kpc: 1001, tkpc: '00:21:05', pCat: 0, fechaHoraPunto: '2030-03-01 07:21:05.000' }],
} as ResultRow;

const updates = () => dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);

beforeEach(() => {
  dynamo.reset();
  pushService.mockReset();
  dynamo.on(QueryCommand).resolves({ Items: [target] });
  dynamo.on(GetCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
});

describe('push notices in the fan-out', () => {
  it('claims the newest pass, then sends one encrypted, signed notice with its TTL and urgency', async () => {
    pushService.mockResolvedValue(new Response(null, { status: 201 }));
    expect(await sendPushNotices(7, [row])).toBe(1);
    expect(updates()).toHaveLength(1);
    expect(updates()[0]?.ConditionExpression).toContain('NOT contains');
    const [url, init] = pushService.mock.calls[0]!;
    expect(url).toBe(target.endpoint);
    expect(init.headers).toMatchObject({ 'Content-Encoding': 'aes128gcm', TTL: '900', Urgency: 'high', Topic: 'e7b123' });
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^vapid t=.+, k=/);
  });

  it('sends nothing for a pass already told to that subscription', async () => {
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'told', $metadata: {} }));
    expect(await sendPushNotices(7, [row])).toBe(0);
    expect(pushService).not.toHaveBeenCalled();
  });

  it.each([404, 410])('forgets a subscription its push service answers %i', async (status) => {
    pushService.mockResolvedValue(new Response(null, { status }));
    dynamo.on(GetCommand).resolves({ Item: { eventId: 7, subscriptionId: 'sub-1', auth: browserKeys.auth, bibs: new Set(['123', '456']), expiresAt: 99, __edb_e__: 'pushSubscriber', __edb_v__: '1' } });
    expect(await sendPushNotices(7, [row])).toBe(0);
    const deleted = dynamo.commandCalls(DeleteCommand).map((call) => String(call.args[0].input.Key?.pk));
    expect(deleted).toHaveLength(3);
    expect(deleted.some((pk) => pk.includes('456'))).toBe(true);
  });

  it('gives the claim back and fails when the push service cannot take it now', async () => {
    pushService.mockResolvedValue(new Response(null, { status: 503 }));
    await expect(sendPushNotices(7, [row])).rejects.toThrow();
    expect(updates()).toHaveLength(2);
    expect(updates()[1]?.UpdateExpression).toContain('DELETE');
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('keeps the claim of a notice the push service did not answer, which it may have taken', async () => {
    pushService.mockRejectedValue(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    expect(await sendPushNotices(7, [row])).toBe(0);
    expect(updates()).toHaveLength(1);
  });

  it('queries nothing more for rows nobody asked notices of', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    expect(await sendPushNotices(7, [row])).toBe(0);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });
});

// The simulator's notifications reach the webhook signed, are posted again while the webhook refuses
// them (as Conekta retries), and are dropped while turned off.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWebhookSender } from '@infra/local/payment-simulator-webhooks';
import { isSimulatorSignature, simulatorSignatureHeader } from '@lambdas/core/simulator-signature';

const secret = 'secreto-de-prueba-0123456789';
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let answers: number[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(answers.shift() ?? 200);
    res.end();
  });
});
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhook`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.useRealTimers();
  received.length = 0;
  answers = [];
});

describe('the simulator’s webhook sender', () => {
  it('posts the notification signed with the cloud’s secret and keeps the webhook’s answer', async () => {
    const sender = createWebhookSender({ url, secret });

    expect(await sender.deliver('evt_1', '{"id":"evt_1"}')).toBe(200);
    expect(received).toHaveLength(1);
    expect(isSimulatorSignature(received[0]!.body, received[0]!.headers[simulatorSignatureHeader] as string, secret)).toBe(true);
    expect(sender.answerTo('evt_1')).toBe(200);
  });

  it('posts again later while the webhook does not accept it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    answers = [409, 500];
    const sender = createWebhookSender({ url, secret });

    expect(await sender.deliver('evt_2', '{"id":"evt_2"}')).toBe(409);
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitUntil(() => sender.answerTo('evt_2') === 500);
    await vi.advanceTimersByTimeAsync(15_000);
    await vi.waitUntil(() => sender.answerTo('evt_2') === 200);
    expect(received.map((entry) => entry.body)).toEqual(['{"id":"evt_2"}', '{"id":"evt_2"}', '{"id":"evt_2"}']);
  });

  it('posts a card’s notification once its delay passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const sender = createWebhookSender({ url, secret });

    sender.deliverLater('evt_3', '{"id":"evt_3"}', 2_000);
    expect(received).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitUntil(() => sender.answerTo('evt_3') === 200);
  });

  it('drops notifications, retries included, while turned off', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    answers = [503];
    const sender = createWebhookSender({ url, secret });
    expect(await sender.deliver('evt_4', '{"id":"evt_4"}')).toBe(503);

    sender.setDelivering(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await sender.deliver('evt_5', '{"id":"evt_5"}')).toBeNull();
    expect(received).toHaveLength(1);
    expect(sender.answerTo('evt_4')).toBe(503);
  });
});

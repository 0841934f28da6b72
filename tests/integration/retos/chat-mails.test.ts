// A reto's chat on a cloud of its own with the limits as deployed and the mail round run at chosen
// moments: an account's sends are limited over any minute (a rolling window, whenever the burst
// starts), and an athlete who leaves the organizer's
// messages unread for 15 minutes while offline gets one mail, at most one an hour.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { RetoMessagePage } from '@shared/retos/reto-chat';
import { callApi } from '../../support/accounts';
import type { CloudProcess } from '../../support/local-cloud-process';
import { requestFrom } from '../../support/request-from';
import { spawnSuiteCloud } from '../../support/suite-cloud';
import { mailsTo } from '../registration/registration-fixture';
import { chatCalls, chatReto, follow } from './chat-fixture';

let cloud: CloudProcess;
beforeAll(async () => {
  cloud = await spawnSuiteCloud(['--no-seed', '--routes', 'tests/integration/retos/fixtures/chat-routes.ts', '--web-dist', 'tests/support/fixtures/web-dist']);
});
afterAll(() => cloud?.stop());

const MINUTE_MS = 60_000;

const roundAt = async (at: number) => (await callApi<{ sent: number }>(cloud.url, '/api/fixture/chat-mails', { method: 'POST', body: { now: new Date(at).toISOString() } })).body.sent;

describe('the chat’s limits', () => {
  it('takes 20 messages a minute from one account and refuses the next with a Spanish 429', async () => {
    const { eventId, organizer, athletes } = await chatReto(cloud.url, 1);
    const [ana] = athletes as [(typeof athletes)[0]];
    const chat = chatCalls(cloud.url, eventId);
    for (let i = 1; i <= 20; i += 1) expect((await chat.send(ana.token, `mensaje ${i}`)).status).toBe(201);
    const refused = await requestFrom<ApiErrorBody>('127.0.0.1', `${cloud.url}/api/retos/${eventId}/chat/me/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ana.token}` },
      body: { text: 'uno más', intento: randomUUID() },
    });
    expect(refused.status).toBe(429);
    // Until the first of the 20 is a minute old.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(30);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.message).toMatch(/^Demasiados intentos seguidos\. Espera un minuto y vuelve a intentarlo\.$/);
    // The organizer is counted apart.
    expect((await chat.answer(organizer, ana.userID, 'Te leo')).status).toBe(201);
    const page = await chat.call<RetoMessagePage>(ana.token, '/me/messages');
    expect(page.body.messages.map((message) => message.text)).not.toContain('uno más');
    // Read: the mail rounds of the next test owe this athlete nothing.
    expect((await chat.call(ana.token, '/me/read', 'PUT', { stream: 'chat' })).status).toBe(200);
  });
});

describe('mails to athletes offline', () => {
  it('mails an athlete whose messages stay unread 15 minutes while offline, at most once an hour', async () => {
    const { eventId, organizer, athletes } = await chatReto(cloud.url, 3);
    const [ana, beto, caro] = athletes as [(typeof athletes)[0], (typeof athletes)[0], (typeof athletes)[0]];
    const chat = chatCalls(cloud.url, eventId);
    const online = await follow(cloud.url, cloud.webSocketUrl, eventId, beto.token, 'chat');
    try {
      for (const athlete of athletes) expect((await chat.answer(organizer, athlete.userID, `Hola ${athlete.name}`)).status).toBe(201);
      const start = Date.now();
      await chat.call(caro.token, '/me/read', 'PUT', { stream: 'chat' });

      expect(await roundAt(start + 14 * MINUTE_MS)).toBe(0);
      expect(await roundAt(start + 16 * MINUTE_MS)).toBe(1);
      const [first, ...others] = await mailsTo(cloud.url, ana.correo);
      expect(others).toEqual([]);
      expect(first?.subject).toBe('Tienes mensajes sin leer del reto Reto del chat');
      expect(first?.text).toContain('Tienes 1 mensaje sin leer del organizador del reto «Reto del chat».');
      expect(first?.text).toContain(`/retos/${eventId}`);
      expect(await mailsTo(cloud.url, beto.correo)).toEqual([]);
      expect(await mailsTo(cloud.url, caro.correo)).toEqual([]);
      expect(await roundAt(start + 17 * MINUTE_MS)).toBe(0);

      // A broadcast: Caro, offline with it unread, is mailed; Ana was mailed within the hour and waits for it.
      expect((await chat.broadcast(organizer, 'Aviso para todos')).status).toBe(201);
      expect(await roundAt(start + 31 * MINUTE_MS)).toBe(1);
      expect(await mailsTo(cloud.url, caro.correo)).toHaveLength(1);
      expect(await mailsTo(cloud.url, ana.correo)).toHaveLength(1);
      expect(await roundAt(start + 77 * MINUTE_MS)).toBe(1);
      const anas = await mailsTo(cloud.url, ana.correo);
      expect(anas).toHaveLength(2);
      expect(anas.map((mail) => mail.text).join('\n')).toContain('Tienes 2 mensajes sin leer');
      expect(await roundAt(start + 78 * MINUTE_MS)).toBe(0);
      expect(await mailsTo(cloud.url, beto.correo)).toEqual([]);
    } finally {
      online.socket.close();
    }
  });
});

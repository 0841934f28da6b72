// Access codes and participants of a reto against the local cloud: the organizer generates codes
// within the reto's slots (a retried request makes no more), athletes register with them (a use
// taken only while one is left, even when they race for it), and the step rules hold when the
// browser is bypassed.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { AccessCodePage } from '@shared/retos/access-codes';
import type { MyParticipationItem, ParticipationView } from '@shared/retos/participation';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { callApi, signedUpAthlete } from '../../support/accounts';

const cloudUrl = inject('cloudUrl');
const retoBody = { eventName: 'Reto 10K de códigos', eventDescription: 'Corre donde quieras', eventStart: '2030-01-01T00:00:00-06:00', eventEnd: '2030-01-31T23:59:59-06:00', distance: 10 };

let organizer: string;

async function newReto(body: object = retoBody): Promise<string> {
  const { status, body: created } = await callApi<VirtualEventView>(cloudUrl, '/api/retos', { method: 'POST', token: organizer, body });
  expect(status).toBe(201);
  return created.eventID;
}

const generate = (eventId: string, quantity: number, uses: number, intento: string = randomUUID()) =>
  callApi<{ created: number } & ApiErrorBody>(cloudUrl, `/api/retos/${eventId}/codes`, { method: 'POST', token: organizer, body: { quantity, uses, intento } });

const codePage = async (eventId: string, cursor?: string) =>
  (await callApi<AccessCodePage>(cloudUrl, `/api/retos/${eventId}/codes${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { token: organizer })).body;

async function firstCode(eventId: string): Promise<string> {
  const [first] = (await codePage(eventId)).codes;
  if (!first) throw new Error(`${eventId} has no codes`);
  return first.code;
}

const register = (eventId: string, token: string, code: string) =>
  callApi<ParticipationView & ApiErrorBody>(cloudUrl, `/api/retos/${eventId}/registration`, { method: 'POST', token, body: { code } });

const put = (eventId: string, token: string, what: string, body: object) =>
  callApi<ParticipationView & ApiErrorBody>(cloudUrl, `/api/retos/${eventId}/me/${what}`, { method: 'PUT', token, body });

beforeAll(async () => {
  ({ token: organizer } = await signedUpAthlete(cloudUrl));
});

describe('access codes', () => {
  it('generates unique six-character codes within the available slots, lists them 10 at a time, and a retried request makes no more', async () => {
    const eventId = await newReto();
    const intento = randomUUID();
    expect((await generate(eventId, 10, 1, intento)).body.created).toBe(10);
    expect((await generate(eventId, 10, 1, intento)).body.created).toBe(0);
    const over = await generate(eventId, 1, 1);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('El límite de accesos permitidos es de 10');

    const first = await codePage(eventId);
    expect(first).toMatchObject({ issued: 10, limit: 10 });
    expect(first.codes).toHaveLength(10);
    expect(first.cursor).toBeUndefined();
    expect(new Set(first.codes.map((code) => code.code)).size).toBe(10);
    for (const code of first.codes) expect(code).toMatchObject({ code: expect.stringMatching(/^[A-Z0-9]{6}$/), uses: 1, usedCount: 0, active: true, exhausted: false });
  });

  it('refuses quantities and uses outside 1–500 and 1–1,000 in Spanish', async () => {
    const eventId = await newReto();
    for (const [quantity, uses] of [[0, 1], [501, 1], [1, 0], [1, 1001], [1.5, 1]] as const) {
      const { status, body } = await generate(eventId, quantity, uses);
      expect(status).toBe(400);
      expect(body.message).toMatch(/[áéíóúñ]|inválid|revisa/i);
    }
    expect((await codePage(eventId)).codes).toEqual([]);
  });

  it('answers only the organizer: another athlete may not list, generate or switch codes', async () => {
    const eventId = await newReto();
    const { token: stranger } = await signedUpAthlete(cloudUrl);
    expect((await callApi(cloudUrl, `/api/retos/${eventId}/codes`, { token: stranger })).status).toBe(403);
    expect((await callApi(cloudUrl, `/api/retos/${eventId}/codes`, { method: 'POST', token: stranger, body: { quantity: 1, uses: 1, intento: randomUUID() } })).status).toBe(403);
    expect((await codePage(eventId)).issued).toBe(0);
  });
});

describe('registering with a code', () => {
  it('registers once per athlete, refuses unknown, switched-off and used-up codes with their messages, and never frees a used-up code', async () => {
    const eventId = await newReto();
    await generate(eventId, 2, 1);
    const [one, two] = (await codePage(eventId)).codes.map((code) => code.code) as [string, string];
    const { token: ana } = await signedUpAthlete(cloudUrl);
    const { token: beto } = await signedUpAthlete(cloudUrl);

    const first = await register(eventId, ana, one.toLowerCase());
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ eventID: eventId, active: true, step: 0, goalTime: '00:00:00', raceNumber: '1', finishTime: null });
    // A second press is the same registration, and takes no other use.
    expect((await register(eventId, ana, one)).status).toBe(200);
    expect((await register(eventId, ana, two)).status).toBe(200);

    expect((await register(eventId, beto, 'ZZZZZZ')).body.message).toBe('Código inválido');
    expect((await register(eventId, beto, one)).body.message).toBe('Código ya utilizado y agotado');
    const off = await callApi(cloudUrl, `/api/retos/${eventId}/codes/${two}`, { method: 'PUT', token: organizer, body: { active: false } });
    expect(off.status).toBe(200);
    expect((await register(eventId, beto, two)).body.message).toBe('Código inválido');

    const refused = await callApi<ApiErrorBody>(cloudUrl, `/api/retos/${eventId}/codes/${one}`, { method: 'PUT', token: organizer, body: { active: true } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('no se puede liberar');
    const codes = (await codePage(eventId)).codes;
    expect(codes.find((code) => code.code === one)).toMatchObject({ usedCount: 1, exhausted: true, active: false });
  });

  it('gives a code of 10 uses to exactly 10 of 30 athletes racing for it', async () => {
    const eventId = await newReto();
    await generate(eventId, 1, 10);
    const code = await firstCode(eventId);
    const athletes = await Promise.all(Array.from({ length: 30 }, () => signedUpAthlete(cloudUrl)));
    const answers = await Promise.all(athletes.map(({ token }) => register(eventId, token, code)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.body.message)).toEqual(Array(20).fill('Código ya utilizado y agotado'));
    expect((await codePage(eventId)).codes[0]).toMatchObject({ usedCount: 10, exhausted: true });
    const numbers = answers.filter((answer) => answer.status === 201).map((answer) => Number(answer.body.raceNumber));
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('holds one use for an athlete who sends two different codes at the same moment', async () => {
    const eventId = await newReto();
    await generate(eventId, 2, 5);
    const [one, two] = (await codePage(eventId)).codes.map((code) => code.code) as [string, string];
    const athletes = await Promise.all(Array.from({ length: 5 }, () => signedUpAthlete(cloudUrl)));
    const answers = await Promise.all(athletes.flatMap(({ token }) => [register(eventId, token, one), register(eventId, token, two)]));
    expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const used = (await codePage(eventId)).codes.reduce((sum, code) => sum + code.usedCount, 0);
    expect(used).toBe(5);
  });

  it("lists the athlete's retos in 'Mis eventos virtuales' and no one else's", async () => {
    const eventId = await newReto();
    await generate(eventId, 1, 2);
    const code = await firstCode(eventId);
    const { token } = await signedUpAthlete(cloudUrl);
    await register(eventId, token, code);
    const mine = (await callApi<{ items: MyParticipationItem[] }>(cloudUrl, '/api/my-participations', { token })).body.items;
    expect(mine).toEqual([{ eventID: eventId, eventName: retoBody.eventName, eventStart: retoBody.eventStart, eventEnd: retoBody.eventEnd, distance: 10, step: 0, active: true, eventPhoto: null, eventEnded: false }]);
    const { token: other } = await signedUpAthlete(cloudUrl);
    expect((await callApi<{ items: MyParticipationItem[] }>(cloudUrl, '/api/my-participations', { token: other })).body.items).toEqual([]);
    expect((await callApi<{ participation: null }>(cloudUrl, `/api/retos/${eventId}/me`, { token: other })).body.participation).toBeNull();
  });
});

describe('the steps, checked by the server', () => {
  let eventId: string;
  let token: string;

  beforeAll(async () => {
    eventId = await newReto();
    await generate(eventId, 1, 2);
    const code = await firstCode(eventId);
    ({ token } = await signedUpAthlete(cloudUrl));
    await register(eventId, token, code);
  });

  it('moves on only when the steps before are met, raises the stored step only forward, and records times as HH:MM:SS', async () => {
    expect((await put(eventId, token, 'step', { step: 1 })).body.step).toBe(1);
    const noGoal = await put(eventId, token, 'step', { step: 2 });
    expect(noGoal.status).toBe(409);
    expect(noGoal.body.message).toBe('Ingresa el tiempo que deseas realizar en el reto');
    expect((await put(eventId, token, 'step', { step: 4 })).body.message).toBe('Ingresa el tiempo que deseas realizar en el reto');

    const goal = await put(eventId, token, 'goal', { goal: { hours: 1, minutes: 5, seconds: 9 } });
    expect(goal.body.goalTime).toBe('01:05:09');
    expect((await put(eventId, token, 'step', { step: 2 })).body.step).toBe(2);
    const noFinish = await put(eventId, token, 'step', { step: 3 });
    expect(noFinish.body.message).toBe('Ingresa tu tiempo con una evidencia la evidencia de tu tiempo');
    // Going back changes nothing stored.
    expect((await put(eventId, token, 'step', { step: 0 })).body.step).toBe(2);

    // Back to empty, and the step after it is closed again.
    expect((await put(eventId, token, 'goal', { goal: null })).body.goalTime).toBe('00:00:00');
    expect((await put(eventId, token, 'step', { step: 2 })).body.message).toBe('Ingresa el tiempo que deseas realizar en el reto');
  });

  it('refuses a finish time while the organizer does not admit results, and bad times in Spanish', async () => {
    const blocked = await put(eventId, token, 'finish', { finish: { hours: 0, minutes: 50, seconds: 0 } });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('El evento no admite el registro de tiempos por ahora');
    for (const goal of [{ hours: 101, minutes: 0, seconds: 0 }, { hours: 1, minutes: 60, seconds: 0 }, { hours: 1, minutes: 0, seconds: -1 }, { hours: 1, minutes: 0 }]) {
      expect((await put(eventId, token, 'goal', { goal })).status).toBe(400);
    }
  });

  it("refuses a finish time after the reto's end date, and a goal or start photo once the organizer closes it", async () => {
    const ended = await newReto({ ...retoBody, eventStart: '2024-01-01T00:00:00-06:00', eventEnd: '2024-01-31T23:59:59-06:00' });
    const { revision } = (await callApi<{ revision: number }>(cloudUrl, `/api/retos/${ended}/config`, { token: organizer })).body;
    await callApi(cloudUrl, `/api/retos/${ended}`, { method: 'PATCH', token: organizer, body: { revision, admitResults: true } });
    await generate(ended, 1, 1);
    const { token: late } = await signedUpAthlete(cloudUrl);
    await register(ended, late, await firstCode(ended));
    const finish = await put(ended, late, 'finish', { finish: { hours: 0, minutes: 50, seconds: 0 } });
    expect(finish.status).toBe(409);
    expect(finish.body.message).toBe('El plazo del reto terminó: ya no se registran tiempos ni evidencias');
    const photo = (photoType: string) =>
      callApi<ApiErrorBody>(cloudUrl, `/api/retos/${ended}/me/photos`, { method: 'POST', token: late, body: { photoType, contentType: 'image/jpeg', size: 1000 } });
    expect((await photo('evidence')).body.message).toBe('El plazo del reto terminó: ya no se registran tiempos ni evidencias');
    expect((await photo('startLine')).status).toBe(201);

    await callApi(cloudUrl, `/api/retos/${ended}`, { method: 'PATCH', token: organizer, body: { revision: revision + 1, eventEnded: true } });
    const goal = await put(ended, late, 'goal', { goal: { hours: 1, minutes: 0, seconds: 0 } });
    expect([goal.status, goal.body.message]).toEqual([409, 'Evento finalizado']);
    const start = await photo('startLine');
    expect([start.status, start.body.message]).toEqual([409, 'Evento finalizado']);
  });

  it('answers another athlete that it is not authorized for this event', async () => {
    const { token: stranger } = await signedUpAthlete(cloudUrl);
    for (const [what, body] of [['goal', { goal: null }], ['step', { step: 1 }], ['finish', { finish: { hours: 0, minutes: 1, seconds: 0 } }], ['form', { answers: {} }]] as const) {
      const answer = await put(eventId, stranger, what, body);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Usuario no autorizado para este evento');
    }
  });

  it('holds a priced reto at step 0 until paid', async () => {
    const priced = await newReto({ ...retoBody, price: 250 });
    await generate(priced, 1, 1);
    const code = await firstCode(priced);
    const { token: payer } = await signedUpAthlete(cloudUrl);
    expect((await register(priced, payer, code)).body).toMatchObject({ active: false, paymentPending: true });
    expect((await put(priced, payer, 'step', { step: 1 })).body.message).toBe('Completa tu registro para continuar');
    expect((await put(priced, payer, 'goal', { goal: { hours: 1, minutes: 0, seconds: 0 } })).body.message).toBe('Completa tu registro para continuar');
  });
});

// The public API as an abuser meets it, on a cloud of its own with the limits as deployed: what one
// client can repeat cheaply has a limit (discount-code checks, OXXO vouchers per client and per
// e-mail, accounts, sign-ins, tracking-link visits, reads of the open results feed, WebSocket connections and their messages), and a
// forged host never reaches a registrant's mail. Each loopback address (127.0.0.x) is another client.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { CreatedRegistration } from '@shared/registration/registration-api';
import { newAthlete, runtimeConfig } from '../../support/accounts';
import { earlyInTheMinute } from '../../support/clock-window';
import type { CloudProcess } from '../../support/local-cloud-process';
import { spawnSuiteCloud } from '../../support/suite-cloud';
import { requestFrom } from '../../support/request-from';
import { cardToken, mailsTo, registrationBody, registrationEvent, registryConfigFor, type RegistrationEvent } from '../registration/registration-fixture';

let cloud: CloudProcess;
let race: RegistrationEvent;

beforeAll(async () => {
  cloud = await spawnSuiteCloud(['--no-seed', '--web-dist', 'tests/support/fixtures/web-dist']);
  race = await registrationEvent(
    cloud.url,
    registryConfigFor({
      capacidad: 50,
      codigosDescuento: [{ codigo: 'INVITADO', tipo: 'porcentaje', valor: 100, usosMaximos: 20 }],
      formasDePago: { tarjeta: true, oxxo: true, codigoDescuento: true },
    }),
  );
});
afterAll(() => cloud?.stop());

const tooManyMessage = /^Demasiados intentos seguidos\. Espera (un minuto|\d+ minutos) y vuelve a intentarlo\.$/;

const checkCode = (from: string, codigo: string, headers: Record<string, string> = {}) =>
  requestFrom<ApiErrorBody>(from, `${cloud.url}/api/events/${race.eventId}/registrations/discount`, {
    method: 'POST',
    headers,
    body: { ...registrationBody(), correo: 'alguien@prueba.mx', codigo },
  });

async function draft(from: string, correo = `oxxo-${randomUUID().slice(0, 8)}@prueba.mx`, headers: Record<string, string> = {}): Promise<string> {
  const body = registrationBody();
  const created = await requestFrom<CreatedRegistration>(from, `${cloud.url}/api/events/${race.eventId}/registrations`, {
    method: 'POST',
    headers,
    body: { ...body, datos: { ...body.datos, correo } },
  });
  expect(created.status).toBe(201);
  return created.body.registroId;
}

const payByOxxo = (from: string, registroId: string) =>
  requestFrom<ApiErrorBody>(from, `${cloud.url}/api/events/${race.eventId}/registrations/${registroId}/payment`, {
    method: 'POST',
    body: { metodo: 'oxxo_pay', intento: randomUUID() },
  });

describe('discount-code checks', () => {
  it('answers the seventh check of a minute from one client with 429, Retry-After and a Spanish message', async () => {
    await earlyInTheMinute(10);
    const words = ['CORREDOR', 'MARATON', 'PROMO', 'DESCUENTO', 'GRATIS', 'AMIGO'];
    for (const word of words) expect((await checkCode('127.0.0.2', word)).status).toBe(200);

    const refused = await checkCode('127.0.0.2', 'INVITADO');

    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(tooManyMessage) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts the address the edge saw, whatever X-Viewer-Ip or X-Forwarded-For the client sends', async () => {
    await earlyInTheMinute(10);
    for (let i = 0; i < 6; i += 1) expect((await checkCode('127.0.0.3', 'PRUEBA')).status).toBe(200);
    const forged = await checkCode('127.0.0.3', 'PRUEBA', { 'x-viewer-ip': '198.51.100.7', 'x-forwarded-for': '198.51.100.8' });
    expect(forged.status).toBe(429);
    expect((await checkCode('127.0.0.4', 'PRUEBA')).status).toBe(200);
  });

  it('counts a registration that carries a code as a code check', async () => {
    await earlyInTheMinute(10);
    for (let i = 0; i < 6; i += 1) expect((await checkCode('127.0.0.5', 'PRUEBA')).status).toBe(200);
    const registration = await requestFrom<ApiErrorBody>('127.0.0.5', `${cloud.url}/api/events/${race.eventId}/registrations`, {
      method: 'POST',
      body: registrationBody({ codigoDescuento: 'INVITADO' }),
    });
    expect(registration.status).toBe(429);
  });

  it('keeps a real code working for anyone once made-up codes from many addresses reach the event ceiling', async () => {
    const event = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 50, codigosDescuento: [{ codigo: 'PATROCINIO', tipo: 'porcentaje', valor: 100, usosMaximos: 5 }], formasDePago: { tarjeta: true, oxxo: true, codigoDescuento: true } }));
    const check = (from: string, codigo: string) =>
      requestFrom<{ valid: boolean }>(from, `${cloud.url}/api/events/${event.eventId}/registrations/discount`, {
        method: 'POST',
        body: { ...registrationBody(), correo: 'alguien@prueba.mx', codigo },
      });
    await earlyInTheMinute(30);
    // One address guesses once before the flood…
    expect((await check('127.0.1.99', 'PRIMERO')).body.valid).toBe(false);
    // …then 21 addresses, 6 made-up codes each: 127 refused checks in one minute, past the event's 120.
    const guessers = Array.from({ length: 21 }, (_, index) => `127.0.1.${index + 1}`);
    const statuses = await Promise.all(
      guessers.map(async (from, index) => {
        const answers = [];
        for (let guess = 0; guess < 6; guess += 1) answers.push((await check(from, `FALSO${index}X${guess}`)).status);
        return answers;
      }),
    );
    expect(statuses.flat().filter((status) => status === 429)).toHaveLength(7);

    const real = await check('127.0.2.1', 'PATROCINIO');
    expect(real.status).toBe(200);
    expect(real.body.valid).toBe(true);
    const registration = await requestFrom<ApiErrorBody>('127.0.2.2', `${cloud.url}/api/events/${event.eventId}/registrations`, {
      method: 'POST',
      body: registrationBody({ codigoDescuento: 'PATROCINIO' }),
    });
    expect(registration.status).toBe(201);
    // An address that had a code refused is answered 429 before its code is looked up, even the real one,
    // though it is far within its own limit: the flood's addresses learn nothing more.
    expect((await check('127.0.1.99', 'PATROCINIO')).status).toBe(429);
    // A made-up one from a fresh address is still slowed, and so is a registration carrying one.
    expect((await check('127.0.2.3', 'OTROFALSO')).status).toBe(429);
    const guessed = await requestFrom<ApiErrorBody>('127.0.2.4', `${cloud.url}/api/events/${event.eventId}/registrations`, {
      method: 'POST',
      body: registrationBody({ codigoDescuento: 'OTROFALSO' }),
    });
    expect(guessed.status).toBe(429);
  });
});

describe('OXXO vouchers', () => {
  it('refuses a fourth unpaid voucher for one e-mail and event, saying so in Spanish', async () => {
    const correo = `familia-${randomUUID().slice(0, 8)}@prueba.mx`;
    const drafts = [];
    for (let i = 0; i < 4; i += 1) drafts.push(await draft('127.0.0.6', correo));
    const answers = [];
    for (const registroId of drafts) answers.push(await payByOxxo('127.0.0.6', registroId));
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.body.message).toMatch(tooManyMessage);
  });

  it('refuses a sixth voucher from one client within the hour, whatever the e-mails', async () => {
    const drafts = [];
    for (let i = 0; i < 6; i += 1) drafts.push(await draft('127.0.0.7'));
    const statuses = [];
    for (const registroId of drafts) statuses.push((await payByOxxo('127.0.0.7', registroId)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another client still gets its voucher.
    expect((await payByOxxo('127.0.0.8', await draft('127.0.0.8'))).status).toBe(200);
  });
});

describe('a modality held by unpaid vouchers', () => {
  it('keeps its last places for immediate payment: 6 addresses and 10 e-mails cannot hold them, a card payer still gets one', async () => {
    const small = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 30, formasDePago: { tarjeta: true, oxxo: true } }));
    const registerFrom = async (from: string, correo: string) => {
      const body = registrationBody();
      const created = await requestFrom<CreatedRegistration>(from, `${cloud.url}/api/events/${small.eventId}/registrations`, { method: 'POST', body: { ...body, datos: { ...body.datos, correo } } });
      expect(created.status).toBe(201);
      return created.body.registroId;
    };
    const payFrom = (from: string, registroId: string, body: Record<string, string>) =>
      requestFrom<ApiErrorBody>(from, `${cloud.url}/api/events/${small.eventId}/registrations/${registroId}/payment`, { method: 'POST', body: { intento: randomUUID(), ...body } });
    // Each address asks for its 5 vouchers of the hour, the e-mails 3 each: 30 vouchers for 30 places.
    const statuses = await Promise.all(
      Array.from({ length: 6 }, async (_, address) => {
        const answers = [];
        for (let voucher = 0; voucher < 5; voucher += 1) {
          const from = `127.0.4.${address + 1}`;
          const correo = `acaparador-${(address * 5 + voucher) % 10}-${small.eventId}@prueba.mx`;
          answers.push((await payFrom(from, await registerFrom(from, correo), { metodo: 'oxxo_pay' })).status);
        }
        return answers;
      }),
    );
    // 10 % of the places (3) are never held by a voucher.
    expect(statuses.flat().filter((status) => status === 200)).toHaveLength(27);
    const refused = await payFrom('127.0.4.7', await registerFrom('127.0.4.7', `otra-${small.eventId}@prueba.mx`), { metodo: 'oxxo_pay' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'LAST_PLACES_FOR_IMMEDIATE_PAYMENT', message: 'Quedan los últimos lugares de esta modalidad y se apartan solo con pago inmediato: paga con tarjeta para asegurar el tuyo' });
    // The athlete who pays at once gets a place.
    const card = await payFrom('127.0.4.8', await registerFrom('127.0.4.8', `corredora-${small.eventId}@prueba.mx`), { metodo: 'card', token: await cardToken(cloud.url) });
    expect(card.status).toBe(200);
  });
});

describe('WebSocket connections', () => {
  /** A connection from a chosen loopback address: its upgrade's status, and the socket when it opened. */
  async function connectFrom(localAddress: string): Promise<{ status: number; socket?: WebSocket }> {
    const socket = new WebSocket(cloud.webSocketUrl, { localAddress });
    const refused = new Promise<number>((resolve) => socket.once('unexpected-response', (_, response) => resolve(response.statusCode ?? 0)));
    const opened = once(socket, 'open').then(() => 200);
    const status = await Promise.race([opened, refused]);
    return status === 200 ? { status, socket } : { status };
  }

  it('answers 60 messages of a minute on one connection, then says why and closes it', async () => {
    await earlyInTheMinute(15);
    const { socket } = await connectFrom('127.0.0.40');
    if (!socket) throw new Error('the connection was refused');
    const answers: { type: string; code?: string; message?: string }[] = [];
    socket.on('message', (data: Buffer) => answers.push(JSON.parse(data.toString('utf8'))));
    const closed = once(socket, 'close');
    // One ping at a time, each answered before the next.
    for (let index = 0; index < 60; index += 1) {
      const answered = once(socket, 'message');
      socket.send(JSON.stringify({ action: 'ping' }));
      await answered;
    }
    socket.send(JSON.stringify({ action: 'ping' }));
    const [code] = (await closed) as [number];
    expect(code).toBe(1000);
    expect(answers.filter(({ type }) => type === 'pong')).toHaveLength(60);
    expect(answers.at(-1)).toEqual({ type: 'error', code: 'TOO_MANY_MESSAGES', message: 'Demasiados mensajes en esta conexión: se cerrará. Vuelve a conectarte en un minuto.' });
  });

  it('refuses the 121st connection of a minute from one address with 429, and takes another address', async () => {
    await earlyInTheMinute(12);
    const opened: WebSocket[] = [];
    try {
      // Ten at a time: a flood does not wait for each connection before the next.
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          for (let index = 0; index < 12; index += 1) {
            const { status, socket } = await connectFrom('127.0.0.41');
            expect(status).toBe(200);
            opened.push(socket!);
          }
        }),
      );
      expect((await connectFrom('127.0.0.41')).status).toBe(429);
      const other = await connectFrom('127.0.0.42');
      expect(other.status).toBe(200);
      opened.push(other.socket!);
    } finally {
      await Promise.all(opened.map((socket) => (socket.close(), once(socket, 'close'))));
    }
  });
});

describe('accounts and sign-ins', () => {
  it('refuses the eleventh account from one client within the hour', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await requestFrom('127.0.0.9', `${cloud.url}/api/accounts`, { method: 'POST', body: newAthlete() })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it('answers the 21st sign-in attempt of a minute from one client as Cognito throttles, in Spanish', async () => {
    await earlyInTheMinute(15);
    const { userPoolClientId } = await runtimeConfig(cloud.url);
    const attempt = () =>
      requestFrom<{ __type: string; message: string }>('127.0.0.10', `${cloud.url}/cognito/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
        body: { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: userPoolClientId, AuthParameters: { USERNAME: 'nadie@prueba.mx', PASSWORD: 'adivina1' } },
      });
    const types = [];
    for (let i = 0; i < 20; i += 1) types.push((await attempt()).body.__type);
    expect(types).toEqual(Array(20).fill('NotAuthorizedException'));
    const last = await attempt();
    expect(last.body).toEqual({ __type: 'TooManyRequestsException', message: expect.stringMatching(tooManyMessage) });
  });
});

describe('tracking-link visits', () => {
  it('answers the 61st visit of a minute from one client with 429, and counts another client', async () => {
    await earlyInTheMinute(15);
    const visitFrom = (from: string, tkl: string) => requestFrom(from, `${cloud.url}/api/events/${race.eventId}/tracking-links/${tkl}/visits`, { method: 'POST', body: {} });
    const statuses = [];
    for (let i = 0; i < 60; i += 1) statuses.push((await visitFrom('127.0.0.12', `liga-${i}`)).status);
    expect(statuses).toEqual(Array(60).fill(204));
    const refused = await visitFrom('127.0.0.12', 'liga-60');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(tooManyMessage) });
    expect((await visitFrom('127.0.0.13', 'liga-60')).status).toBe(204);
  });
});

describe('the open results feed', () => {
  it('answers the 121st read of a minute from one client with 429, counting reads it refused, and serves another client', async () => {
    await earlyInTheMinute(10);
    // The race takes registrations, so its results are not public: each read is a 404, and counts.
    const readFrom = (from: string, page: number) => requestFrom(from, `${cloud.url}/api/feed/v1/events/${race.eventId}/standings?modalidad=10K&view=general&page=${page}`);
    const statuses = [];
    for (let page = 1; page <= 120; page += 1) statuses.push((await readFrom('127.0.0.50', page)).status);
    expect(statuses).toEqual(Array(120).fill(404));
    const refused = await readFrom('127.0.0.50', 121);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(tooManyMessage) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await readFrom('127.0.0.51', 121)).status).toBe(404);
  });
});

describe('links in mails', () => {
  it('point at the platform’s own host when the registration came with a forged Host and X-Forwarded-Host', async () => {
    const correo = `enlace-${randomUUID().slice(0, 8)}@prueba.mx`;
    // A name the edge serves (any organizer subdomain) that is no main host: a foreign one gets no answer at all.
    const forged = { host: `phishing.localhost:${new URL(cloud.url).port}`, 'x-forwarded-host': 'phishing.example' };
    const registroId = await draft('127.0.0.11', correo, forged);
    expect((await payByOxxo('127.0.0.11', registroId)).status).toBe(200);

    const [voucherMail] = await mailsTo(cloud.url, correo);
    const html = voucherMail?.html ?? '';
    expect(html).toContain(`${cloud.url}/detalle-inscrito?event=${race.eventId}`);
    expect(html).not.toContain('phishing');
  });
});

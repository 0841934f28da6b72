// A completion interrupted at its windows: folio numbers drawn by processes that died before their
// write, and SES cut off right after the completion's write (as when the process dies there).
// Afterwards no folio is outside its modality's range and every completed registrant is mailed once.
// The one outbox also keeps an OXXO voucher's mail SES did not take, and delivers the mails the
// registration's own outbox stored before it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreatedRegistration, RegistrantConfirmation } from '@shared/registration/registration-api';
import { fixtureCall } from '../../support/fixture-call';
import { MODALITY, fixtureCloudForSuite, mailsTo, occupancy, payRegistration, register, registrationBody, registrationEvent, registryConfigFor } from './registration-fixture';

const cloud = fixtureCloudForSuite('tests/integration/registration/fixtures/completion-routes.ts');

const MINUTE_MS = 60_000;

const fixture = <T>(path: string, body: unknown) => fixtureCall<T>(cloud.url, path, body);

const cutSes = (cut: boolean) => fixture('client-outage', { client: 'ses', cut });
const sendPendingMailsAt = async (at: Date) => (await fixture<{ sent: number }>('send-pending-mails', { now: at.toISOString() })).sent;

/** A free registration (it completes as soon as it is paid for with nothing): its id. */
const registered = async (eventId: number) => (await register<CreatedRegistration>(cloud.url, eventId, registrationBody())).body.registroId;
const complete = (eventId: number, registroId: string) => payRegistration<RegistrantConfirmation>(cloud.url, eventId, registroId, { metodo: 'free', intento: randomUUID() });

describe('folio numbers drawn by completions that died before their write', () => {
  it('are given to later completions: a burst fills exactly the range and no folio lies beyond it', async () => {
    const range = { inicio: 200, capacidad: 5 };
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ ...range, precio: 0 }));
    const lost = await fixture<{ numbers: number[] }>('draw-and-stop', { eventId, codigoModalidad: MODALITY, ...range, draws: 3 });
    expect(lost.numbers).toEqual([200, 201, 202]);

    const drafts = await Promise.all(Array.from({ length: 10 }, () => registered(eventId)));
    const answers = await Promise.all(drafts.map((registroId) => complete(eventId, registroId)));

    const folios = answers.flatMap(({ status, body }) => (status === 200 ? [body.numero ?? 0] : [])).sort((a, b) => a - b);
    expect(folios).toEqual([200, 201, 202, 203, 204]);
    expect(answers.filter(({ status }) => status === 409)).toHaveLength(5);
    expect(await occupancy(cloud.url, eventId)).toBe(5);
  });
});

describe('the confirmation mail of a completion cut off right after its write', () => {
  it('waits in the outbox and is sent once by the delivery job, after the completion had its own time to send it', async () => {
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 3, inicio: 1, precio: 0 }));
    const registroId = await registered(eventId);
    await cutSes(true);
    const completed = await complete(eventId, registroId).finally(() => cutSes(false));
    expect(completed.status).toBe(200);
    expect(completed.body.numero).toBe(1);
    const correo = completed.body.datos.correo;
    expect(await mailsTo(cloud.url, correo)).toEqual([]);

    const now = Date.now();
    expect(await sendPendingMailsAt(new Date(now + MINUTE_MS))).toBe(0);
    expect(await mailsTo(cloud.url, correo)).toEqual([]);

    expect(await sendPendingMailsAt(new Date(now + 6 * MINUTE_MS))).toBe(1);
    const mails = await mailsTo(cloud.url, correo);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Inscripción confirmada - /)]);

    for (const later of [7, 30, 180]) expect(await sendPendingMailsAt(new Date(now + later * MINUTE_MS))).toBe(0);
    expect(await mailsTo(cloud.url, correo)).toHaveLength(1);
  });

  it('sent by the completion itself leaves nothing for the job', async () => {
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 3, inicio: 1, precio: 0 }));
    const completed = await complete(eventId, await registered(eventId));
    expect(completed.status).toBe(200);
    expect(await mailsTo(cloud.url, completed.body.datos.correo)).toHaveLength(1);

    expect(await sendPendingMailsAt(new Date(Date.now() + 6 * MINUTE_MS))).toBe(0);
    expect(await mailsTo(cloud.url, completed.body.datos.correo)).toHaveLength(1);
  });
});

describe('the OXXO voucher mail of a payment cut off from SES', () => {
  it('waits in the outbox and is sent once by the delivery job', async () => {
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 3, inicio: 1 }));
    const registroId = await registered(eventId);
    await cutSes(true);
    const issued = await payRegistration<RegistrantConfirmation>(cloud.url, eventId, registroId, { metodo: 'oxxo_pay', intento: randomUUID() }).finally(() => cutSes(false));
    expect(issued.status).toBe(200);
    expect(issued.body.tipoConfirmacion).toBe(2);
    const correo = issued.body.datos.correo;
    expect(await mailsTo(cloud.url, correo)).toEqual([]);

    const now = Date.now();
    expect(await sendPendingMailsAt(new Date(now + MINUTE_MS))).toBe(0);
    expect(await sendPendingMailsAt(new Date(now + 6 * MINUTE_MS))).toBe(1);
    const mails = await mailsTo(cloud.url, correo);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Ficha de pago OXXO y confirmación de registro - /)]);
    expect(mails[0]?.text).toContain('Referencia');

    expect(await sendPendingMailsAt(new Date(now + 30 * MINUTE_MS))).toBe(0);
    expect(await mailsTo(cloud.url, correo)).toHaveLength(1);
  });
});

describe('a confirmation mail the registration’s own outbox stored before the one outbox', () => {
  it('is moved to the one outbox and sent once by the delivery job', async () => {
    const correo = `anterior-${randomUUID().slice(0, 8)}@prueba.mx`;
    const subject = 'Inscripción confirmada - Evento anterior';
    await fixture('put-legacy-mail', { eventId: 1, registroId: randomUUID(), to: correo, subject, dueAt: new Date(Date.now() - MINUTE_MS).toISOString() });

    expect(await sendPendingMailsAt(new Date(Date.now() + MINUTE_MS))).toBe(1);
    expect((await mailsTo(cloud.url, correo)).map((mail) => mail.subject)).toEqual([subject]);
    expect(await sendPendingMailsAt(new Date(Date.now() + 10 * MINUTE_MS))).toBe(0);
    expect(await mailsTo(cloud.url, correo)).toHaveLength(1);
  });
});

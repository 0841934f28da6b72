// A completion interrupted at its windows: folio numbers drawn by processes that died before their
// write, and SES cut off right after the completion's write (as when the process dies there).
// Afterwards no folio is outside its modality's range and every completed registrant is mailed once.
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

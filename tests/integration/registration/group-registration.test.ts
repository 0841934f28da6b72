// Group registration (docs/registration.md, Group registration): one payer registers several
// athletes in one order and one payment; places are held all or none; each member gets its own
// folio and mail; the group discount and the charge are checked to the cent; the admin sees the group.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { CreatedGroupRegistration } from '@shared/registration/group-registration-api';
import type { RegistrantDetail } from '@shared/registration/registrant-admin-api';
import type { RegistrantConfirmation } from '@shared/registration/registration-api';
import { callApi } from '../../support/accounts';
import { cardToken, confirmationOf, DECLINED_CARD, mailsTo, occupancy, payRegistration, registrationBody, registrationEvent, registryConfigFor, simulatorOrders, type RegistrationEvent } from './registration-fixture';

const cloudUrl = inject('cloudUrl');

/** 450.00 a member, 10 % off from three athletes, 7 % fee: 45,000 − 4,500 + 2,835 = 43,335 each. */
const MEMBER_TOTAL = 43_335;

const member = (nombres: string) => {
  const { intento: _intento, ...body } = registrationBody();
  return { ...body, datos: { ...body.datos, nombres, correo: `grupo-${randomUUID().slice(0, 8)}@prueba.mx` } };
};

const groupBody = (size: number) => ({
  intento: randomUUID(),
  etiqueta: 'Familia Prueba',
  miembros: Array.from({ length: size }, (_, index) => member(`Atleta ${index + 1}`)),
});

const createGroup = (eventId: number, body: unknown) => callApi<CreatedGroupRegistration>(cloudUrl, `/api/events/${eventId}/group-registrations`, { method: 'POST', body });

let race: RegistrationEvent;
beforeAll(async () => {
  race = await registrationEvent(cloudUrl, registryConfigFor({ capacidad: 50, inicio: 3000, descuentoGrupo: { porcentaje: 10, minimoAtletas: 3 } }));
});

describe('POST /api/events/{eventId}/group-registrations', () => {
  it('stores one group per attempt, pays it once by card and gives every member its folio, mail and group in the admin', async () => {
    const body = groupBody(3);
    const created = await createGroup(race.eventId, body);
    expect(created.status).toBe(201);
    expect(created.body.miembros.map((one) => one.order.total)).toEqual([MEMBER_TOTAL, MEMBER_TOTAL, MEMBER_TOTAL]);
    expect(created.body.miembros[0]?.order.lines.find((line) => line.code === 'descuentoGrupo')).toMatchObject({ unit_price: -4_500, description: '10 % por grupo de 3 atletas' });
    expect(created.body.total).toEqual({ moneda: 'MXN', total: 3 * MEMBER_TOTAL, totalPesos: 3 * MEMBER_TOTAL });
    expect(created.body.registroId).toBe(created.body.grupoId);

    // A double click: the same attempt answers the same group.
    const again = await createGroup(race.eventId, body);
    expect(again.status).toBe(200);
    expect(again.body.miembros.map((one) => one.registroId)).toEqual(created.body.miembros.map((one) => one.registroId));

    const [payer, second, third] = created.body.miembros;
    if (!payer || !second || !third) throw new Error('three members expected');
    const byMember = await payRegistration<ApiErrorBody>(cloudUrl, race.eventId, second.registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl) });
    expect(byMember.status).toBe(409);
    expect(byMember.body.code).toBe('PAID_WITH_GROUP');

    const before = await occupancy(cloudUrl, race.eventId);
    const intento = randomUUID();
    const paid = await payRegistration<RegistrantConfirmation>(cloudUrl, race.eventId, payer.registroId, { metodo: 'card', intento, token: await cardToken(cloudUrl) });
    expect(paid.status).toBe(200);
    expect(paid.body.grupo).toEqual({ grupoId: created.body.grupoId, etiqueta: 'Familia Prueba', total: created.body.total });
    expect(await occupancy(cloudUrl, race.eventId)).toBe(before + 3);
    const charged = (await simulatorOrders(cloudUrl)).filter((order) => order.metadata.registroId === payer.registroId);
    expect(charged.map((order) => order.amount)).toEqual([3 * MEMBER_TOTAL]);

    const confirmations = await Promise.all(created.body.miembros.map(async (one) => (await confirmationOf<RegistrantConfirmation>(cloudUrl, race.eventId, one.registroId)).body));
    const folios = confirmations.map((confirmation) => confirmation.numero);
    expect(new Set(folios).size).toBe(3);
    // The payer's payment is the charge; each other member's is its share of it.
    expect(confirmations.map((confirmation) => confirmation.statusPago.amount)).toEqual([3 * MEMBER_TOTAL, MEMBER_TOTAL, MEMBER_TOTAL]);
    for (const confirmation of confirmations) {
      expect(confirmation).toMatchObject({ tipoConfirmacion: 3, statusPago: { status: 'ok', formaPago: 'card' } });
      expect(confirmation.numero).toBeGreaterThanOrEqual(3000);
      const mails = await mailsTo(cloudUrl, confirmation.datos.correo);
      expect(mails.map((mail) => mail.subject.split(' - ')[0])).toEqual(['Inscripción confirmada y pago recibido']);
      expect(mails[0]?.text).toContain(`Folio: ${confirmation.numero}`);
    }

    const detail = await callApi<RegistrantDetail>(cloudUrl, `/api/events/${race.eventId}/registrants/${third.registroId}`, { token: race.token });
    expect(detail.body.grupo).toEqual({ grupoId: created.body.grupoId, etiqueta: 'Familia Prueba' });
    expect(detail.body.grupoMiembros?.map((one) => [one.nombre.split(' ').slice(0, 2).join(' '), one.numero, one.pagador])).toEqual([
      ['Atleta 1', folios[0], true],
      ['Atleta 2', folios[1], false],
      ['Atleta 3', folios[2], false],
    ]);
  });

  it('gives every place back when the card is declined, and lets the payer pay again', async () => {
    const created = await createGroup(race.eventId, groupBody(2));
    const payerId = created.body.registroId;
    const before = await occupancy(cloudUrl, race.eventId);

    const declined = await payRegistration<ApiErrorBody>(cloudUrl, race.eventId, payerId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl, DECLINED_CARD) });
    expect(declined.status).toBe(402);
    expect(await occupancy(cloudUrl, race.eventId)).toBe(before);

    // Two athletes are below the rule's three: no group discount, 45,000 + 3,150 each.
    const retried = await payRegistration<RegistrantConfirmation>(cloudUrl, race.eventId, payerId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl) });
    expect(retried.status).toBe(200);
    expect(retried.body.grupo?.total).toEqual({ moneda: 'MXN', total: 2 * 48_150, totalPesos: 2 * 48_150 });
    expect(await occupancy(cloudUrl, race.eventId)).toBe(before + 2);
  });

  it('holds no place at all when the modality cannot take the whole group, and completes every member once its OXXO voucher is paid', async () => {
    const small = await registrationEvent(cloudUrl, registryConfigFor({ capacidad: 2, inicio: 1 }));
    const tooMany = await createGroup(small.eventId, groupBody(3));
    const refused = await payRegistration<ApiErrorBody>(cloudUrl, small.eventId, tooMany.body.registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('AGOTADO: la modalidad ya no tiene lugares');
    expect(await occupancy(cloudUrl, small.eventId)).toBe(0);

    const created = await createGroup(race.eventId, groupBody(3));
    const issued = await payRegistration<RegistrantConfirmation>(cloudUrl, race.eventId, created.body.registroId, { metodo: 'oxxo_pay', intento: randomUUID() });
    expect(issued.body.voucher?.monto).toBe(3 * MEMBER_TOTAL);
    const reference = issued.body.voucher?.referencia ?? '';
    const paidAtStore = await callApi<{ webhookStatus: number }>(cloudUrl, `/local/payments/oxxo/${reference}/pay`, { method: 'POST', body: {} });
    expect(paidAtStore.body.webhookStatus).toBe(200);
    const confirmations = await Promise.all(created.body.miembros.map(async (one) => (await confirmationOf<RegistrantConfirmation>(cloudUrl, race.eventId, one.registroId)).body));
    expect(confirmations.map((confirmation) => [confirmation.tipoConfirmacion, confirmation.statusPago.formaPago, confirmation.numero !== null])).toEqual([
      [3, 'oxxo_pay', true],
      [3, 'oxxo_pay', true],
      [3, 'oxxo_pay', true],
    ]);
  });
});

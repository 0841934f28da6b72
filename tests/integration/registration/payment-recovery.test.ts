// A card payment whose request stopped between the charge and the folio (a crash): the provider's
// order.paid notification completes the registration the attempt left, once, however often it comes.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CardChargeResult } from '../../../lambdas/payments/payment-provider';
import type { SimulatedOrder } from '../../../lambdas/payments/simulator-contract';
import type { CreatedRegistration, RegistrantConfirmation } from '../../../shared/registration/registration-api';
import { callApi } from '../../support/accounts';
import {
  cardToken,
  confirmationOf,
  deliverSigned,
  fixtureCloudForSuite,
  mailsTo,
  occupancy,
  payRegistration,
  register,
  registrationBody,
  registrationEvent,
  registryConfigFor,
  simulatorOrders,
} from './registration-fixture';

const cloud = fixtureCloudForSuite();

/** The order.paid Conekta sends for a card order: the order with its paid card charge. */
const cardPaidEvent = (order: SimulatedOrder, id = `evt_${randomUUID()}`) =>
  JSON.stringify({
    id,
    type: 'order.paid',
    data: {
      object: {
        id: order.id,
        object: 'order',
        amount: order.amount,
        metadata: order.metadata,
        charges: { data: [{ id: order.chargeId, amount: order.amount, payment_method: { object: 'card_payment', type: 'credit', ...order.card } }] },
      },
    },
  });

describe('a card order paid at the provider and not completed here', () => {
  it('is completed by its order.paid notification, once, and the attempt is not charged again', async () => {
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 5, inicio: 500 }));
    const created = await register<CreatedRegistration>(cloud.url, eventId, registrationBody());
    const { registroId } = created.body;
    const charged = await callApi<CardChargeResult>(cloud.url, '/api/fixture/charge-and-stop', {
      method: 'POST',
      body: { eventId, registroId, intento: randomUUID(), token: await cardToken(cloud.url) },
    });
    expect(charged.body.ok).toBe(true);
    expect((await confirmationOf<RegistrantConfirmation>(cloud.url, eventId, registroId)).body).toMatchObject({ tipoConfirmacion: 0, numero: null });
    const [order] = (await simulatorOrders(cloud.url)).filter((candidate) => candidate.metadata.registroId === registroId);
    if (!order) throw new Error('the simulator holds the charged order');

    const notification = cardPaidEvent(order);
    expect(await deliverSigned(cloud.url, notification)).toBe(200);

    const completed = (await confirmationOf<RegistrantConfirmation>(cloud.url, eventId, registroId)).body;
    expect(completed).toMatchObject({
      tipoConfirmacion: 3,
      statusPago: { status: 'ok', formaPago: 'card', formaInscripcion: 'en linea', idOperacion: order.chargeId, last4: '4242', brand: 'visa', amount: created.body.order.totalPesos },
    });
    expect(completed.numero).toBeGreaterThanOrEqual(500);
    expect(await occupancy(cloud.url, eventId)).toBe(1);
    const subjects = async () => (await mailsTo(cloud.url, completed.datos.correo)).map((mail) => mail.subject.split(' - ')[0]);
    expect(await subjects()).toEqual(['Inscripción confirmada y pago recibido']);

    // Delivered again, and as another event of the same payment: nothing changes.
    expect(await deliverSigned(cloud.url, notification)).toBe(200);
    expect(await deliverSigned(cloud.url, cardPaidEvent(order))).toBe(200);
    expect((await confirmationOf<RegistrantConfirmation>(cloud.url, eventId, registroId)).body).toEqual(completed);
    expect(await subjects()).toHaveLength(1);

    const again = await payRegistration<RegistrantConfirmation>(cloud.url, eventId, registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloud.url) });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(completed);
    expect((await simulatorOrders(cloud.url)).filter((candidate) => candidate.metadata.registroId === registroId)).toHaveLength(1);
  });
});

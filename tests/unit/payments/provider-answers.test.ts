import { describe, expect, it } from 'vitest';
import { headerValue, paidOrdersIn, parseNotification, refusalMessages } from '@lambdas/payments/provider-answers';

const event = (type: string, object: Record<string, unknown>) => JSON.stringify({ id: 'evt_1', type, livemode: true, data: { object } });
const metadata = { eventId: '42', registroId: 'reg-1' };

describe('parseNotification', () => {
  it.each([
    ['order.paid', { id: 'ord_1', amount: 77_600, metadata }, { type: 'order.paid', orderId: 'ord_1', amount: 77_600 }],
    ['charge.paid', { id: 'chr_1', order_id: 'ord_1', amount: 77_600, metadata }, { type: 'order.paid', orderId: 'ord_1' }],
    ['order.expired', { id: 'ord_2', amount: 10_000, metadata }, { type: 'order.expired', orderId: 'ord_2' }],
    ['order.pending_payment', { id: 'ord_3', metadata }, { type: 'other', orderId: 'ord_3', amount: 0 }],
    ['webhook_ping', {}, { type: 'other', orderId: '', metadata: null }],
  ])('reads %s', (type, object, expected) => {
    expect(parseNotification(event(type, object))).toMatchObject({ id: 'evt_1', ...expected });
  });

  it('reads the payment attempt in the metadata, and the card of a card charge', () => {
    const card = { object: 'card_payment', type: 'credit', brand: 'visa', last4: '4242', name: 'Lucía Hernández' };
    const order = { id: 'ord_1', amount: 77_600, metadata: { ...metadata, intento: 'int-1' }, charges: { data: [{ id: 'chr_1', payment_method: card }] } };
    expect(parseNotification(event('order.paid', order))).toMatchObject({
      metadata: { eventId: '42', registroId: 'reg-1', intento: 'int-1' },
      card: { chargeId: 'chr_1', brand: 'visa', last4: '4242', name: 'Lucía Hernández' },
    });
    expect(parseNotification(event('charge.paid', { id: 'chr_2', order_id: 'ord_1', payment_method: card }))?.card).toMatchObject({ chargeId: 'chr_2' });
  });

  it('gives no card for a cash payment or a charge of another shape', () => {
    const cash = { id: 'ord_1', metadata, charges: { data: [{ id: 'chr_1', payment_method: { object: 'cash_payment', type: 'oxxo', reference: '9300' } }] } };
    expect(parseNotification(event('order.paid', cash))?.card).toBeUndefined();
    expect(parseNotification(event('order.paid', { id: 'ord_1', metadata, charges: 'ninguno' }))).toMatchObject({ orderId: 'ord_1' });
  });

  it('gives no metadata when the order carries none of ours', () => {
    expect(parseNotification(event('order.paid', { id: 'ord_1', metadata: { otro: 'dato' } }))?.metadata).toBeNull();
    expect(parseNotification(event('order.paid', { id: 'ord_1', metadata: null }))?.metadata).toBeNull();
  });

  it.each(['no es json', '{}', JSON.stringify({ id: 'evt_1', type: 'order.paid' }), JSON.stringify({ id: '', type: 'x', data: { object: {} } })])(
    'refuses a body that is not an event: %s',
    (body) => {
      expect(parseNotification(body)).toBeNull();
    },
  );
});

describe('paidOrdersIn', () => {
  it('reads the paid orders of a list, skipping unpaid ones and items that are no order', () => {
    const card = { object: 'card_payment', brand: 'visa', last4: '4242', name: 'Lucía' };
    const list = {
      object: 'list',
      data: [
        { id: 'ord_1', payment_status: 'paid', amount: 77_600, metadata, charges: { data: [{ id: 'chr_1', payment_method: card }] } },
        { id: 'ord_2', payment_status: 'pending_payment', amount: 10_000, metadata },
        { id: 'ord_3', payment_status: 'paid', amount: 10_000, metadata: null },
        'no es una orden',
      ],
    };
    expect(paidOrdersIn(list)).toEqual([
      { orderId: 'ord_1', amount: 77_600, metadata, card: { chargeId: 'chr_1', brand: 'visa', last4: '4242', name: 'Lucía' } },
      { orderId: 'ord_3', amount: 10_000, metadata: null },
    ]);
  });

  it('throws on an answer that is no list', () => {
    expect(() => paidOrdersIn({ message: 'error' })).toThrow();
  });
});

describe('refusalMessages', () => {
  it.each([
    [402, { details: [{ message: 'La tarjeta fue declinada.' }] }, ['La tarjeta fue declinada.']],
    [422, { details: [{ message: 'a' }, { code: 'sin.mensaje' }, { message: 'b' }] }, ['a', 'b']],
    [422, { details: [] }, null],
    [400, { message: 'otra forma' }, null],
    [500, { details: [{ message: 'Error interno' }] }, null],
    [200, { details: [{ message: 'no es un error' }] }, null],
  ])('on %i %j gives %j', (status, body, messages) => {
    expect(refusalMessages(status, body)).toEqual(messages);
  });
});

describe('headerValue', () => {
  it('finds a header whatever its case', () => {
    expect(headerValue({ Digest: 'abc' }, 'digest')).toBe('abc');
    expect(headerValue({ digest: 'abc' }, 'DIGEST')).toBe('abc');
    expect(headerValue({ other: 'x' }, 'digest')).toBeUndefined();
  });
});

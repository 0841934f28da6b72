import { describe, expect, it } from 'vitest';
import { headerValue, parseNotification, refusalMessages } from '../../../lambdas/payments/provider-answers';

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

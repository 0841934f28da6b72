// A payment cut short after its charge (the request stopped before the folio, its notification not
// come): the registrant's next attempt, or the sweep, asks the provider and completes the
// registration with the charge it finds instead of charging again; a second paid order is flagged.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import type { PaymentProvider, ProviderOrder } from '@lambdas/payments/payment-provider';
import { paymentProvider } from '@lambdas/payments/deployment-provider';
import { settleFromProvider } from '@lambdas/payments/lifecycle/settle';
import { completeWithOrder } from '@lambdas/registration/payment/paid-order-completion';
import { pay, registrantCharge } from '@lambdas/registration/payment/payment-methods';
import { holdPlace, releasePlace } from '@lambdas/registration/form/places-repository';
import { markForRefund } from '@lambdas/registration/registrants-repository';
import type { EventSummary } from '@shared/results/event-schemas';
import { registryConfig } from './factories';

vi.mock('@lambdas/payments/deployment-provider', () => ({ paymentProvider: vi.fn() }));
vi.mock('@lambdas/registration/completion/complete-registration', () => ({ completeRegistration: vi.fn(), cardPaymentStatus: vi.fn() }));
vi.mock('@lambdas/registration/completion/registration-mail', () => ({ registrantMail: vi.fn() }));
vi.mock('@lambdas/mail/outbox', () => ({ sendOwed: vi.fn() }));
vi.mock('@lambdas/realtime/fan-out-queue', () => ({ queueRegistrantNotice: vi.fn() }));
vi.mock('@lambdas/registration/payment/paid-order-completion', () => ({ completeWithOrder: vi.fn() }));
vi.mock('@lambdas/registration/form/places-repository', () => ({ holdPlace: vi.fn(), releasePlace: vi.fn(), openHoldKeys: ['reservaAbierta', 'reservadaDesde'] }));
vi.mock('@lambdas/registration/registrants-repository', () => ({ markForRefund: vi.fn(), recordFailedPayment: vi.fn(), recordVoucher: vi.fn() }));

const provider = { paidOrders: vi.fn(), chargeCard: vi.fn(), createOxxoOrder: vi.fn(), verifyNotification: vi.fn() };

/** Held its place at 10:00 and stopped: the hold is still open. */
const registrant = {
  eventId: 7,
  registroId: 'reg-1',
  correo: 'lucia@prueba.mx',
  nombres: 'Lucía',
  apellidos: 'Hernández Soto',
  telefono: '5512345678',
  serverTime: '2030-01-01T09:58:00.000Z',
  lugarReservado: true,
  reservaAbierta: 'si',
  reservadaDesde: '2030-01-01T10:00:00.000Z',
  statusPago: { status: 'pendiente', formaPago: '' },
  order: { lines: [{ name: 'Inscripción', quantity: 1, unit_price: 45_000 }], moneda: 'MXN', totalPesos: 45_000, total: 45_000 },
  modalidad: '10K',
  pagosFallidos: [],
} as unknown as RegistrantItem;

const card = { chargeId: 'chr_1', brand: 'visa', last4: '4242', name: 'Lucía' };
const paidOrder = (orderId: string, metadata: Partial<ProviderOrder['metadata']> = {}): ProviderOrder => ({
  orderId,
  amount: 45_000,
  card,
  metadata: { eventId: '7', registroId: 'reg-1', intento: 'int-1', ...metadata },
});

const event = { iDEvento: 7 } as EventSummary;
const context = { event, config: registryConfig({ formasDePago: { tarjeta: true, oxxo: true } }), revision: undefined };

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(paymentProvider).mockReturnValue(provider as unknown as PaymentProvider);
});

/** The lifecycle's settlement of a registrant cut short, in the payment's mode, as the next attempt and the sweep ask it: true when the provider had a paid order. */
async function settleCutShort(cutShort: RegistrantItem, paymentContext: typeof context): Promise<boolean> {
  const port = registrantCharge(paymentContext);
  return (await settleFromProvider(port, cutShort, await port.mode(cutShort))) !== 'none';
}

describe('settleCutShort', () => {
  it('asks the provider for the registrant’s paid orders since its draft, in the event’s mode', async () => {
    provider.paidOrders.mockResolvedValue([]);

    expect(await settleCutShort(registrant, context)).toBe(false);
    expect(paymentProvider).toHaveBeenCalledWith({ test: false });
    const [query] = provider.paidOrders.mock.calls[0] as [{ email: string; since: Date }];
    expect(query.email).toBe('lucia@prueba.mx');
    expect(query.since.getTime()).toBeLessThanOrEqual(Date.parse(registrant.serverTime));
    expect(completeWithOrder).not.toHaveBeenCalled();
  });

  it('completes with the paid order of this registrant, leaving aside other registrants’ and retos’ orders', async () => {
    provider.paidOrders.mockResolvedValue([paidOrder('ord_otro', { registroId: 'reg-2' }), paidOrder('ord_reto', { tipo: 'reto' }), paidOrder('ord_otro_evento', { eventId: '8' }), paidOrder('ord_1')]);

    expect(await settleCutShort(registrant, context)).toBe(true);
    expect(completeWithOrder).toHaveBeenCalledTimes(1);
    expect(vi.mocked(completeWithOrder).mock.calls[0]?.[2]).toMatchObject({ orderId: 'ord_1' });
    expect(markForRefund).not.toHaveBeenCalled();
  });

  it('flags a second paid order of the same registrant for a refund', async () => {
    provider.paidOrders.mockResolvedValue([paidOrder('ord_1'), paidOrder('ord_2', { intento: 'int-2' })]);

    expect(await settleCutShort(registrant, context)).toBe(true);
    expect(completeWithOrder).toHaveBeenCalledTimes(1);
    expect(markForRefund).toHaveBeenCalledWith(registrant);
  });
});

describe('pay, for a registrant an earlier attempt left holding its place', () => {
  const request = { metodo: 'card' as const, intento: 'int-2', token: 'tok_nuevo' };

  it('completes with the charge the provider reports and charges nothing again', async () => {
    provider.paidOrders.mockResolvedValue([paidOrder('ord_1')]);

    expect(await pay(context, registrant, request)).toBeUndefined();
    expect(completeWithOrder).toHaveBeenCalledWith(registrant, context, expect.objectContaining({ orderId: 'ord_1' }));
    expect(provider.chargeCard).not.toHaveBeenCalled();
    expect(holdPlace).not.toHaveBeenCalled();
  });

  it('charges the new attempt when the provider has no paid order of it', async () => {
    provider.paidOrders.mockResolvedValue([]);
    vi.mocked(holdPlace).mockResolvedValue('held');
    provider.chargeCard.mockResolvedValue({ ok: false, messages: ['La tarjeta fue declinada.'] });

    await expect(pay(context, registrant, request)).rejects.toMatchObject({ statusCode: 402 });
    expect(provider.chargeCard).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: 'reg-1:int-2' }));
  });

  it('keeps the hold open when the provider call fails, since it may have charged all the same', async () => {
    provider.paidOrders.mockResolvedValue([]);
    vi.mocked(holdPlace).mockResolvedValue('held');
    provider.chargeCard.mockRejectedValue(new Error('tiempo agotado'));

    await expect(pay(context, registrant, request)).rejects.toThrow('tiempo agotado');
    expect(releasePlace).not.toHaveBeenCalled();
  });

  it('asks the provider nothing on a first attempt', async () => {
    const { reservaAbierta: _open, reservadaDesde: _since, ...fresh } = registrant;
    vi.mocked(holdPlace).mockResolvedValue('held');
    provider.chargeCard.mockResolvedValue({ ok: false, messages: ['La tarjeta fue declinada.'] });

    await expect(pay(context, { ...fresh, lugarReservado: false } as RegistrantItem, request)).rejects.toMatchObject({ statusCode: 402 });
    expect(provider.paidOrders).not.toHaveBeenCalled();
  });
});

// Retos' attempts cut short with their notification lost (the payments lifecycle's reconciliation
// with the retos' port): the provider is asked once the attempt is older than any handler runs, its
// paid orders are applied as their notifications would be (the first activates the registration, a
// further one, the registration paid, is flagged for a refund), and an attempt with none paid is no
// longer asked about.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RetoParticipantItem } from '@lambdas/data/reto-participant-entity';
import type { RetoPaymentItem } from '@lambdas/data/reto-payment-entity';
import type { PaymentProvider, ProviderOrder } from '@lambdas/payments/payment-provider';
import { paymentProvider } from '@lambdas/payments/deployment-provider';
import { reconcileCutShort } from '@lambdas/payments/lifecycle/reconcile';
import { STALE_CLAIM_MS as STALE_ATTEMPT_MS } from '@lambdas/payments/stale-claim';
import { getParticipant } from '@lambdas/retos/participants-repository';
import { retoCharge, retoPayments } from '@lambdas/retos/payment/reto-payments';
import { closeAttempt, getRetoPayment, markForRefund, retoAttemptsOpenSince, settlePaid } from '@lambdas/retos/payment/reto-payments-repository';

vi.mock('@lambdas/payments/deployment-provider', () => ({ paymentProvider: vi.fn() }));
vi.mock('@lambdas/retos/participants-repository', () => ({ getParticipant: vi.fn() }));
vi.mock('@lambdas/retos/virtual-events-repository', () => ({ getVirtualEvent: vi.fn(async () => ({ eventId: 'reto-1', eventName: 'Reto de prueba' })) }));
vi.mock('@lambdas/mail/outbox', () => ({ sendOwed: vi.fn(), firstDueAt: (now: Date) => now.toISOString() }));
vi.mock('@lambdas/retos/payment/reto-payments-repository', () => ({
  closeAttempt: vi.fn(),
  getRetoPayment: vi.fn(),
  markForRefund: vi.fn(),
  retoAttemptsOpenSince: vi.fn(),
  settlePaid: vi.fn(),
}));

const NOW = new Date('2030-01-01T12:00:00.000Z');
const provider = { paidOrders: vi.fn() };

/** Claimed three minutes ago and stopped: cut short. */
const payment = { eventId: 'reto-1', userID: 'user-1', estado: 'en-curso', intento: 'int-1', desde: '2030-01-01T11:57:00.000Z', version: 2 } as RetoPaymentItem;
const participant = { eventId: 'reto-1', userID: 'user-1', athleteEmail: 'ana@prueba.mx', registeredAt: '2030-01-01T11:00:00.000Z' } as RetoParticipantItem;
const order = (orderId: string, registroId = 'user-1'): ProviderOrder => ({ orderId, amount: 15_050, metadata: { eventId: 'reto-1', registroId, intento: 'int-1', tipo: 'reto' } });

const settleRetoAttemptsCutShort = async (now: Date) => (await reconcileCutShort(retoPayments(), now)).completed;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(paymentProvider).mockReturnValue(provider as unknown as PaymentProvider);
  vi.mocked(retoAttemptsOpenSince).mockResolvedValue([payment]);
  vi.mocked(getParticipant).mockResolvedValue(participant);
  vi.mocked(getRetoPayment).mockResolvedValue(payment);
});

describe('settleRetoAttemptsCutShort', () => {
  it('reads only attempts older than any handler runs, and asks for the participant’s orders since registering', async () => {
    provider.paidOrders.mockResolvedValue([]);
    await settleRetoAttemptsCutShort(NOW);

    expect(retoAttemptsOpenSince).toHaveBeenCalledWith(new Date(NOW.getTime() - STALE_ATTEMPT_MS).toISOString());
    expect(paymentProvider).toHaveBeenCalledWith({ test: false });
    const [query] = provider.paidOrders.mock.calls[0] as [{ email: string; since: Date }];
    expect(query.email).toBe('ana@prueba.mx');
    expect(query.since.getTime()).toBeLessThanOrEqual(Date.parse(participant.registeredAt));
  });

  it('applies each paid order of the participant as its notification would, one after the other', async () => {
    provider.paidOrders.mockResolvedValue([order('ord_1'), order('ord_otro', 'user-2'), order('ord_2')]);
    vi.mocked(settlePaid).mockImplementation(async () => {
      // Paid by the first order: the next reads it so.
      vi.mocked(getRetoPayment).mockResolvedValue({ ...payment, estado: 'pagado', ordenPago: 'ord_1', version: 3 });
      return 'paid';
    });

    expect(await settleRetoAttemptsCutShort(NOW)).toBe(1);
    expect(vi.mocked(settlePaid).mock.calls.map(([, , paid]) => paid.ordenPago)).toEqual(['ord_1']);
    expect(vi.mocked(markForRefund).mock.calls.map(([, orderId]) => orderId)).toEqual(['ord_2']);
    expect(closeAttempt).not.toHaveBeenCalled();
  });

  it('closes an attempt the provider has no paid order of', async () => {
    provider.paidOrders.mockResolvedValue([order('ord_otro', 'user-2')]);

    expect(await settleRetoAttemptsCutShort(NOW)).toBe(0);
    expect(closeAttempt).toHaveBeenCalledWith(payment);
    expect(settlePaid).not.toHaveBeenCalled();
  });

  it('leaves the attempt to the next run when the provider cannot answer', async () => {
    provider.paidOrders.mockRejectedValue(new Error('sin red'));

    expect(await settleRetoAttemptsCutShort(NOW)).toBe(0);
    expect(closeAttempt).not.toHaveBeenCalled();
  });
});

describe('a reto card charged while the registration could no longer hold', () => {
  const reto = { eventId: 'reto-1', eventName: 'Reto 10K', price: 150.5 } as Parameters<typeof retoCharge>[0]['reto'];
  const charged = { ok: true as const, orderId: 'ord_9', chargeId: 'chr_9', amount: 15_050, card: { brand: 'visa', last4: '4242' } };
  const completeCharged = () =>
    retoCharge({ reto, participant, telefono: '5512345678', beforeCharge: async () => undefined }).complete({ payment, participant }, { method: 'card', charge: charged } as never, 'int-1');

  it('is flagged for a refund of that order, the participant left or the code use gone meanwhile', async () => {
    vi.mocked(settlePaid).mockResolvedValue('cannotHold');
    await completeCharged();
    expect(markForRefund).toHaveBeenCalledWith(payment, 'ord_9');
  });

  it('is not flagged once the registration holds with it', async () => {
    vi.mocked(settlePaid).mockResolvedValue('paid');
    await completeCharged();
    expect(markForRefund).not.toHaveBeenCalled();
  });
});

// The sweep of places held by payments cut short (the payments lifecycle's reconciliation with the
// race registration's port): the provider is asked before a place goes back, a paid hold completes
// instead, and a provider that cannot answer holds a place back only so long.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { reconcileCutShort } from '@lambdas/payments/lifecycle/reconcile';
import { paidOrdersOfPurchase, settleWithPaidOrders } from '@lambdas/payments/lifecycle/settle';
import type { ProviderOrder } from '@lambdas/payments/payment-provider';
import { OPEN_HOLD_LIMIT_MS, registrationPayments, UNANSWERED_HOLD_LIMIT_MS } from '@lambdas/registration/payment/registration-payments';
import { releasePlace } from '@lambdas/registration/form/places-repository';
import { claimPayment, endPayment, holdsOpenSince } from '@lambdas/registration/registrants-repository';
import { currentRegistration, type CurrentRegistration } from '@lambdas/registration/form/registration-context';

vi.mock('@lambdas/payments/lifecycle/settle', () => ({ paidOrdersOfPurchase: vi.fn(), settleWithPaidOrders: vi.fn(), settleFromProvider: vi.fn() }));
vi.mock('@lambdas/registration/form/places-repository', () => ({ releasePlace: vi.fn() }));
vi.mock('@lambdas/registration/registrants-repository', () => ({ claimPayment: vi.fn(), endPayment: vi.fn(), holdsOpenSince: vi.fn() }));
vi.mock('@lambdas/registration/form/registration-context', () => ({ currentRegistration: vi.fn() }));
vi.mock('@lambdas/registration/completion/registration-mail', () => ({ registrantMail: vi.fn() }));
vi.mock('@lambdas/mail/outbox', () => ({ sendOwed: vi.fn() }));
vi.mock('@lambdas/realtime/fan-out-queue', () => ({ queueRegistrantNotice: vi.fn() }));

/** The sweep, as the reconciliation job runs it for race registrants. */
const releaseAbandonedHolds = (now: Date) => reconcileCutShort(registrationPayments(), now);

const NOW = new Date('2030-01-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

const hold = (registroId: string, heldMsAgo = OPEN_HOLD_LIMIT_MS + 60_000) =>
  ({ eventId: 7, registroId, serverTime: ago(heldMsAgo + 60_000), reservaAbierta: 'si', reservadaDesde: ago(heldMsAgo), lugarReservado: true }) as unknown as RegistrantItem;

const context = { event: { iDEvento: 7 }, config: {} } as unknown as CurrentRegistration;
const paidOrder: ProviderOrder = { orderId: 'ord_1', amount: 48_150, metadata: { eventId: '7', registroId: 'sin-folio', intento: 'int-1' } };

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(claimPayment).mockImplementation(async (key) => key as RegistrantItem);
  vi.mocked(releasePlace).mockResolvedValue(true);
  vi.mocked(currentRegistration).mockResolvedValue(context);
  vi.mocked(settleWithPaidOrders).mockImplementation(async (_port, _registrant, orders) => (orders.length > 0 ? 'settled' : 'none'));
});

describe('releaseAbandonedHolds', () => {
  it('reads only holds open longer than the limit', async () => {
    vi.mocked(holdsOpenSince).mockResolvedValue([]);
    await releaseAbandonedHolds(NOW);
    expect(holdsOpenSince).toHaveBeenCalledWith(ago(OPEN_HOLD_LIMIT_MS));
  });

  it('completes a hold the provider says was paid and gives back one it says was not, each under the claim', async () => {
    const [paid, unpaid] = [hold('pagado'), hold('sin-pago')];
    vi.mocked(holdsOpenSince).mockResolvedValue([paid, unpaid]);
    vi.mocked(paidOrdersOfPurchase).mockImplementation(async (_port, registrant) => ((registrant as RegistrantItem).registroId === 'pagado' ? [paidOrder] : []));

    expect(await releaseAbandonedHolds(NOW)).toEqual({ released: 1, completed: 1 });
    expect(releasePlace).toHaveBeenCalledTimes(1);
    expect(releasePlace).toHaveBeenCalledWith(unpaid, 'abandoned');
    expect(endPayment).toHaveBeenCalledTimes(2);
  });

  it('leaves alone a hold an attempt is paying now, without asking the provider', async () => {
    vi.mocked(holdsOpenSince).mockResolvedValue([hold('en-curso')]);
    vi.mocked(claimPayment).mockResolvedValue(null);

    expect(await releaseAbandonedHolds(NOW)).toEqual({ released: 0, completed: 0 });
    expect(paidOrdersOfPurchase).not.toHaveBeenCalled();
    expect(releasePlace).not.toHaveBeenCalled();
  });

  it('keeps a hold while the provider cannot answer, and gives it back once past the unanswered limit', async () => {
    const young = hold('reciente');
    const old = hold('antigua', UNANSWERED_HOLD_LIMIT_MS + 60_000);
    vi.mocked(holdsOpenSince).mockResolvedValue([young, old]);
    vi.mocked(paidOrdersOfPurchase).mockRejectedValue(new Error('sin red'));

    expect(await releaseAbandonedHolds(NOW)).toEqual({ released: 1, completed: 0 });
    expect(releasePlace).toHaveBeenCalledWith(old, 'abandoned');
    expect(endPayment).toHaveBeenCalledTimes(2);
  });

  it('keeps a hold the provider says was paid while its completion fails, even past the unanswered limit', async () => {
    const old = hold('sin-folio', UNANSWERED_HOLD_LIMIT_MS + 60_000);
    vi.mocked(holdsOpenSince).mockResolvedValue([old]);
    vi.mocked(paidOrdersOfPurchase).mockResolvedValue([paidOrder]);
    vi.mocked(settleWithPaidOrders).mockRejectedValue(new Error('No folio of the range is free'));

    expect(await releaseAbandonedHolds(NOW)).toEqual({ released: 0, completed: 0 });
    expect(settleWithPaidOrders).toHaveBeenCalledWith(expect.anything(), old, [paidOrder]);
    expect(releasePlace).not.toHaveBeenCalled();
    expect(endPayment).toHaveBeenCalledTimes(1);
  });

  it('settles the other holds when one cannot be settled at all', async () => {
    vi.mocked(holdsOpenSince).mockResolvedValue([{ ...hold('evento-borrado'), eventId: 8 }, hold('normal')]);
    vi.mocked(currentRegistration).mockImplementation(async (eventId) => {
      if (eventId === 8) throw new Error('Evento no encontrado');
      return context;
    });
    vi.mocked(paidOrdersOfPurchase).mockResolvedValue([]);

    expect(await releaseAbandonedHolds(NOW)).toEqual({ released: 1, completed: 0 });
  });
});

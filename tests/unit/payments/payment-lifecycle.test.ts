// The payments lifecycle (lambdas/payments/lifecycle/) over a fake port kept in memory: what each step
// guarantees whatever kind of purchase implements the port — one attempt at a time, nothing charged
// twice, a refusal giving back what was held, a notification settling nothing twice, an expired
// voucher releasing its hold once, and the provider asked before a payment cut short lets go.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@lambdas/core/http-error';
import type { PaymentProvider, PaymentNotification, ProviderOrder } from '@lambdas/payments/payment-provider';
import { paymentProvider } from '@lambdas/payments/deployment-provider';
import { chargeClaimed } from '@lambdas/payments/lifecycle/charge';
import { payOnce } from '@lambdas/payments/lifecycle/claim';
import { expireVouchers } from '@lambdas/payments/lifecycle/expire';
import { receiveNotification } from '@lambdas/payments/lifecycle/notify';
import type { PaymentCharge, PaymentClaim, PaymentRecords, SettleOutcome, VoucherRelease } from '@lambdas/payments/lifecycle/payment-port';
import { reconcileCutShort } from '@lambdas/payments/lifecycle/reconcile';
import { VOUCHER_VALIDITY_MS } from '@lambdas/payments/voucher-validity';

vi.mock('@lambdas/payments/deployment-provider', () => ({ paymentProvider: vi.fn() }));

/** The notifications handled, as the table keeps them. */
const handled = new Set<string>();
vi.mock('@lambdas/payments/lifecycle/notifications-repository', () => ({
  recordNotification: vi.fn(async ({ id }: { id: string }) => {
    if (handled.has(id)) return false;
    handled.add(id);
    return true;
  }),
  forgetNotification: vi.fn(async (id: string) => {
    handled.delete(id);
  }),
}));

const provider = { chargeCard: vi.fn(), createOxxoOrder: vi.fn(), paidOrders: vi.fn(), verifyNotification: vi.fn() };

/** One purchase of the fake kind: a place held, then paid by one order, or a voucher waiting. */
interface Purchase {
  id: string;
  held: boolean;
  /** The order that paid it. */
  paidBy?: string;
  voucherOrder?: string;
  refunds: string[];
  /** The attempt in flight. */
  claim?: string;
  /** An attempt was cut short holding its place. */
  cutShort?: boolean;
}

let store: Map<string, Purchase>;
const purchase = (id: string) => {
  const found = store.get(id);
  if (!found) throw new Error(`no purchase ${id}`);
  return found;
};

/** The fake kind's own rules, as each port keeps its own: a paid purchase takes no other order. */
function settleFake(target: Purchase, order: ProviderOrder): SettleOutcome {
  if (target.paidBy !== undefined) return target.paidBy === order.orderId ? 'settled' : 'refund';
  if (!target.held) return 'refund';
  target.paidBy = order.orderId;
  target.voucherOrder = undefined;
  return 'settled';
}

function fakePort() {
  const port = {
    owner: (target: Purchase) => ({ eventId: 'e1', registroId: target.id, email: `${target.id}@prueba.mx`, since: new Date('2030-01-01T00:00:00Z') }),
    mode: vi.fn(async () => ({ test: false })),
    settle: vi.fn(async (target: Purchase, order: ProviderOrder) => settleFake(purchase(target.id), order)),
    flagRefund: vi.fn(async (target: Purchase, orders: readonly ProviderOrder[]) => {
      purchase(target.id).refunds.push(...orders.map((order) => order.orderId));
    }),
    // Claim.
    claimTries: 2,
    claim: vi.fn(async (attempt: { intento: string }) => {
      const target = purchase('p1');
      if (target.claim !== undefined && target.claim !== attempt.intento) throw new HttpError(409, 'PAYMENT_IN_PROGRESS', 'Pago en proceso, espera un momento');
      target.claim = attempt.intento;
      return { claimed: { ...target } };
    }),
    settledUnderClaim: vi.fn((claimed: Purchase) => claimed.paidBy !== undefined),
    endClaim: vi.fn(async (claimed: Purchase) => {
      const target = purchase(claimed.id);
      target.claim = undefined;
      return { ...target };
    }),
    reread: vi.fn(async (claimed: Purchase) => ({ ...purchase(claimed.id) })),
    inProgress: () => new HttpError(409, 'PAYMENT_IN_PROGRESS', 'Pago en proceso, espera un momento'),
    // Charge.
    wasCutShort: (claimed: Purchase) => claimed.cutShort === true,
    hold: vi.fn(async (claimed: Purchase) => {
      purchase(claimed.id).held = true;
      return { ...claimed, held: true };
    }),
    order: (held: Purchase, intento: string) => ({
      idempotencyKey: `${held.id}:${intento}`,
      customer: { name: 'Lucía', email: `${held.id}@prueba.mx`, phone: '5512345678' },
      items: [{ name: 'Inscripción', quantity: 1, unit_price: 45_000 }],
      amount: 45_000,
      metadata: { eventId: 'e1', registroId: held.id, intento },
    }),
    complete: vi.fn(async (held: Purchase, payment: { method: string; charge?: { orderId: string } }) => {
      const target = purchase(held.id);
      target.paidBy = payment.charge?.orderId ?? 'gratis';
      target.claim = undefined;
      return { ...target };
    }),
    recordVoucher: vi.fn(async (held: Purchase, _voucher: unknown, orderId: string) => {
      purchase(held.id).voucherOrder = orderId;
      return undefined;
    }),
    recordRefusal: vi.fn(async (held: Purchase) => {
      purchase(held.id).held = false;
    }),
    recordInterruption: vi.fn(async () => {}),
    paymentFailed: (messages: string[]) => new HttpError(402, 'PAYMENT_FAILED', `Error procesando el pago: ${messages.join(' - ')}`),
    // Records.
    tipo: undefined,
    describe: (listed: Purchase) => ({ id: listed.id }),
    purchaseOf: vi.fn(async (metadata: { registroId: string } | null) => (metadata ? { ...purchase(metadata.registroId) } : null)),
    notificationStep: vi.fn((notice: Omit<PaymentNotification, 'id'>, target: Purchase | null) => {
      if (!target) return 'ignore' as const;
      if (notice.type === 'order.expired') return target.voucherOrder === notice.orderId ? ('expire' as const) : ('ignore' as const);
      if (target.claim !== undefined && target.claim !== notice.metadata?.intento) return 'retryLater' as const;
      if (target.paidBy !== undefined) return target.paidBy === notice.orderId ? ('ignore' as const) : ('refund' as const);
      return notice.card ? ('settleAttempt' as const) : ('settle' as const);
    }),
    retryLater: () => new HttpError(409, 'PAYMENT_IN_PROGRESS', 'Pago en proceso, espera un momento'),
    endAttempt: vi.fn(async (target: Purchase, intento: string) => {
      const current = purchase(target.id);
      if (current.claim === intento) current.claim = undefined;
    }),
    vouchersDueBy: vi.fn(async () => [...store.values()].filter((target) => target.voucherOrder !== undefined).map((target) => ({ ...target }))),
    voucherPurchase: async (listed: Purchase) => listed,
    releaseVoucher: vi.fn(async (target: Purchase): Promise<VoucherRelease> => {
      const current = purchase(target.id);
      // Only while still unpaid: a voucher released (or paid) already is gone.
      if (current.voucherOrder === undefined) return 'gone';
      current.voucherOrder = undefined;
      current.held = false;
      return 'released';
    }),
    cutShortAfterMs: 15 * 60_000,
    cutShortBefore: vi.fn(async () => [...store.values()].filter((target) => target.cutShort).map((target) => ({ ...target }))),
    takeCutShort: vi.fn(async (listed: Purchase) => ({ ...purchase(listed.id) })),
    releasesUnanswered: vi.fn(() => false),
    releaseCutShort: vi.fn(async (target: Purchase) => {
      const current = purchase(target.id);
      current.held = false;
      current.cutShort = false;
      return true;
    }),
    endCutShort: vi.fn(async () => {}),
  };
  return port satisfies PaymentClaim<Purchase, Purchase> & PaymentCharge<Purchase, Purchase> & PaymentRecords<Purchase, Purchase>;
}

let port: ReturnType<typeof fakePort>;

const cardCharged = (orderId: string) => ({ ok: true, orderId, chargeId: `chr_${orderId}`, amount: 45_000, brand: 'visa', last4: '4242', cardName: 'Lucía' });
const paidNotice = (orderId: string, id = `evt_${orderId}`, intento = 'int-1'): PaymentNotification => ({
  id,
  type: 'order.paid',
  orderId,
  amount: 45_000,
  metadata: { eventId: 'e1', registroId: 'p1', intento },
  card: { chargeId: `chr_${orderId}`, brand: 'visa', last4: '4242', name: 'Lucía' },
});
const pay = (intento: string, metodo: 'card' | 'oxxo_pay' = 'card') => {
  const attempt = metodo === 'card' ? { metodo, intento, token: 'tok_1' } : { metodo, intento };
  return payOnce(port, attempt, (claimed) => chargeClaimed(port, claimed, attempt));
};

beforeEach(() => {
  vi.clearAllMocks();
  handled.clear();
  store = new Map([['p1', { id: 'p1', held: false, refunds: [] }]]);
  port = fakePort();
  vi.mocked(paymentProvider).mockReturnValue(provider as unknown as PaymentProvider);
});

describe('claim and charge', () => {
  it('holds before it charges, charges the attempt’s order once and completes with its charge', async () => {
    provider.chargeCard.mockImplementation(async () => {
      expect(purchase('p1').held).toBe(true);
      return cardCharged('ord_1');
    });

    expect(await pay('int-1')).toMatchObject({ paidBy: 'ord_1', claim: undefined });
    expect(provider.chargeCard).toHaveBeenCalledTimes(1);
    expect(provider.chargeCard).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: 'p1:int-1', token: 'tok_1' }));
    // Completed under its own claim: nothing left to end.
    expect(port.endClaim).not.toHaveBeenCalled();
  });

  it('answers a purchase paid already again, charging nothing and ending its claim', async () => {
    purchase('p1').paidBy = 'ord_1';

    expect(await pay('int-2')).toMatchObject({ paidBy: 'ord_1' });
    expect(provider.chargeCard).not.toHaveBeenCalled();
    expect(port.endClaim).toHaveBeenCalledTimes(1);
  });

  it('gives back what a refused attempt held, records the refusal and answers it with the provider’s messages', async () => {
    provider.chargeCard.mockResolvedValue({ ok: false, messages: ['La tarjeta fue declinada.'] });

    await expect(pay('int-1')).rejects.toMatchObject({ statusCode: 402, message: 'Error procesando el pago: La tarjeta fue declinada.' });
    expect(port.recordRefusal).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }), 'int-1', ['La tarjeta fue declinada.']);
    expect(purchase('p1')).toMatchObject({ held: false, claim: undefined });
    expect(port.complete).not.toHaveBeenCalled();
    expect(port.recordInterruption).not.toHaveBeenCalled();
  });

  it('keeps what a failed provider call held, since it may have charged, and ends the claim', async () => {
    provider.chargeCard.mockRejectedValue(new Error('tiempo agotado'));

    await expect(pay('int-1')).rejects.toThrow('tiempo agotado');
    expect(port.recordInterruption).toHaveBeenCalledTimes(1);
    expect(port.recordRefusal).not.toHaveBeenCalled();
    expect(purchase('p1')).toMatchObject({ held: true, claim: undefined });
  });

  it('settles an attempt cut short with the provider’s paid order and charges nothing again', async () => {
    Object.assign(purchase('p1'), { held: true, cutShort: true });
    provider.paidOrders.mockResolvedValue([{ orderId: 'ord_0', amount: 45_000, metadata: { eventId: 'e1', registroId: 'p1', intento: 'int-0' } }]);

    expect(await pay('int-1')).toMatchObject({ paidBy: 'ord_0' });
    expect(provider.chargeCard).not.toHaveBeenCalled();
    expect(port.hold).not.toHaveBeenCalled();
  });

  it('records an OXXO voucher valid for its 48 hours, the claim ended after it', async () => {
    const expiresAt = new Date(Date.now() + VOUCHER_VALIDITY_MS);
    provider.createOxxoOrder.mockImplementation(async (input: { expiresAt: Date }) => ({ ok: true, orderId: 'ord_oxxo', reference: '93000000000001', amount: 45_000, expiresAt: input.expiresAt }));

    expect(await pay('int-1', 'oxxo_pay')).toMatchObject({ voucherOrder: 'ord_oxxo', claim: undefined });
    const [input] = provider.createOxxoOrder.mock.calls[0] as [{ expiresAt: Date }];
    expect(Math.abs(input.expiresAt.getTime() - expiresAt.getTime())).toBeLessThan(5_000);
    expect(port.recordVoucher).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }), expect.objectContaining({ referencia: '93000000000001', monto: 45_000 }), 'ord_oxxo');
  });

  it('answers another attempt while one holds the claim, charging nothing', async () => {
    purchase('p1').claim = 'int-1';

    await expect(pay('int-2')).rejects.toMatchObject({ statusCode: 409, code: 'PAYMENT_IN_PROGRESS' });
    expect(provider.chargeCard).not.toHaveBeenCalled();
  });

  it('answers in progress once the claim kept racing, charging nothing', async () => {
    port.claim.mockResolvedValue('raced' as never);

    await expect(pay('int-1')).rejects.toMatchObject({ statusCode: 409 });
    expect(port.claim).toHaveBeenCalledTimes(port.claimTries);
    expect(provider.chargeCard).not.toHaveBeenCalled();
  });
});

describe('notifications', () => {
  it('settle a purchase once, however often the same notification comes', async () => {
    Object.assign(purchase('p1'), { held: true });
    const notice = paidNotice('ord_1');

    await receiveNotification([port], notice);
    await receiveNotification([port], notice);

    expect(port.settle).toHaveBeenCalledTimes(1);
    expect(purchase('p1')).toMatchObject({ paidBy: 'ord_1', refunds: [] });
  });

  it('settle nothing twice for an attempt settled already: its own order again changes nothing, another order is flagged', async () => {
    Object.assign(purchase('p1'), { held: true, paidBy: 'ord_1' });

    await receiveNotification([port], paidNotice('ord_1', 'evt_otra_entrega'));
    expect(port.settle).not.toHaveBeenCalled();
    expect(purchase('p1').refunds).toEqual([]);

    await receiveNotification([port], paidNotice('ord_2'));
    expect(port.settle).not.toHaveBeenCalled();
    expect(purchase('p1')).toMatchObject({ paidBy: 'ord_1', refunds: ['ord_2'] });
  });

  it('flag a paid order the purchase cannot take, having lost its place', async () => {
    await receiveNotification([port], paidNotice('ord_1'));

    expect(purchase('p1').paidBy).toBeUndefined();
    expect(purchase('p1').refunds).toEqual(['ord_1']);
  });

  it('end the claim of the attempt whose request stopped after its charge, once its order settled it', async () => {
    Object.assign(purchase('p1'), { held: true, claim: 'int-1' });

    await receiveNotification([port], paidNotice('ord_1', 'evt_1', 'int-1'));

    expect(purchase('p1')).toMatchObject({ paidBy: 'ord_1', claim: undefined });
    expect(port.endAttempt).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }), 'int-1');
  });

  it('are answered "retry later" while another attempt pays, and handled when delivered again', async () => {
    Object.assign(purchase('p1'), { held: true, claim: 'int-2' });
    const notice = paidNotice('ord_1', 'evt_1', 'int-1');

    await expect(receiveNotification([port], notice)).rejects.toMatchObject({ statusCode: 409 });
    expect(port.settle).not.toHaveBeenCalled();

    purchase('p1').claim = undefined;
    await receiveNotification([port], notice);
    expect(purchase('p1').paidBy).toBe('ord_1');
  });

  it('are delivered again when the settlement raced another write', async () => {
    Object.assign(purchase('p1'), { held: true });
    port.settle.mockResolvedValueOnce('raced');
    const notice = paidNotice('ord_1');

    await expect(receiveNotification([port], notice)).rejects.toMatchObject({ statusCode: 409 });
    await receiveNotification([port], notice);
    expect(port.settle).toHaveBeenCalledTimes(2);
    expect(purchase('p1').paidBy).toBe('ord_1');
  });

  it('go to the port whose tipo the order carries', async () => {
    const reto = { ...fakePort(), tipo: 'reto' as const };
    store.set('p2', { id: 'p2', held: true, refunds: [] });
    const notice = { ...paidNotice('ord_r'), metadata: { eventId: 'r1', registroId: 'p2', intento: 'int-1', tipo: 'reto' as const } };

    await receiveNotification([port, reto], notice);

    expect(reto.settle).toHaveBeenCalledTimes(1);
    expect(port.purchaseOf).not.toHaveBeenCalled();
    expect(purchase('p2').paidBy).toBe('ord_r');
  });
});

describe('voucher expiry', () => {
  beforeEach(() => {
    Object.assign(purchase('p1'), { held: true, voucherOrder: 'ord_oxxo' });
  });

  it('releases an expired voucher’s hold once, run after run', async () => {
    expect(await expireVouchers(port, new Date())).toBe(1);
    expect(await expireVouchers(port, new Date())).toBe(0);
    expect(purchase('p1')).toMatchObject({ held: false, voucherOrder: undefined });
  });

  it('releases it once between the job and the provider’s order.expired', async () => {
    // The job lists it, then the notification releases it before the job does.
    const [listed] = await port.vouchersDueBy();
    port.vouchersDueBy.mockResolvedValueOnce([listed as Purchase]);
    await receiveNotification([port], { id: 'evt_exp', type: 'order.expired', orderId: 'ord_oxxo', amount: 45_000, metadata: { eventId: 'e1', registroId: 'p1' } });

    expect(await expireVouchers(port, new Date())).toBe(0);
    const outcomes = await Promise.all(port.releaseVoucher.mock.results.map((result) => result.value));
    expect(outcomes).toEqual(['released', 'gone']);
  });

  it('is delivered again when the release raced another write', async () => {
    port.releaseVoucher.mockResolvedValueOnce('raced');
    const expired: PaymentNotification = { id: 'evt_exp', type: 'order.expired', orderId: 'ord_oxxo', amount: 45_000, metadata: { eventId: 'e1', registroId: 'p1' } };

    await expect(receiveNotification([port], expired)).rejects.toMatchObject({ statusCode: 409 });
    await receiveNotification([port], expired);
    expect(purchase('p1').held).toBe(false);
  });
});

describe('reconciliation of payments cut short', () => {
  const NOW = new Date('2030-01-01T12:00:00Z');
  const paidOrder = (orderId: string): ProviderOrder => ({ orderId, amount: 45_000, metadata: { eventId: 'e1', registroId: 'p1' } });

  beforeEach(() => {
    Object.assign(purchase('p1'), { held: true, cutShort: true });
  });

  it('asks only for purchases older than the port’s bound', async () => {
    provider.paidOrders.mockResolvedValue([]);
    await reconcileCutShort(port, NOW);
    expect(port.cutShortBefore).toHaveBeenCalledWith(new Date(NOW.getTime() - port.cutShortAfterMs));
  });

  it('completes with the first paid order and flags every further one, letting nothing go', async () => {
    provider.paidOrders.mockResolvedValue([paidOrder('ord_1'), paidOrder('ord_2'), paidOrder('ord_3')]);

    expect(await reconcileCutShort(port, NOW)).toEqual({ released: 0, completed: 1 });
    expect(purchase('p1')).toMatchObject({ paidBy: 'ord_1', held: true, refunds: ['ord_2', 'ord_3'] });
    expect(port.releaseCutShort).not.toHaveBeenCalled();
    expect(port.endCutShort).toHaveBeenCalledTimes(1);
  });

  it('lets go what a purchase the provider has no paid order of holds', async () => {
    provider.paidOrders.mockResolvedValue([]);

    expect(await reconcileCutShort(port, NOW)).toEqual({ released: 1, completed: 0 });
    expect(purchase('p1').held).toBe(false);
    expect(purchase('p1').paidBy).toBeUndefined();
  });

  it('keeps it while the provider cannot answer, unless its port gives it up, and always ends what it took', async () => {
    provider.paidOrders.mockRejectedValue(new Error('sin red'));

    expect(await reconcileCutShort(port, NOW)).toEqual({ released: 0, completed: 0 });
    expect(purchase('p1').held).toBe(true);
    port.releasesUnanswered.mockReturnValue(true);
    expect(await reconcileCutShort(port, NOW)).toEqual({ released: 1, completed: 0 });
    expect(port.endCutShort).toHaveBeenCalledTimes(2);
  });

  it('settles the others when one cannot be settled at all', async () => {
    store.set('p2', { id: 'p2', held: true, refunds: [], cutShort: true });
    provider.paidOrders.mockResolvedValue([]);
    port.mode.mockRejectedValueOnce(new Error('Evento no encontrado'));

    expect(await reconcileCutShort(port, NOW)).toEqual({ released: 1, completed: 0 });
    expect(port.endCutShort).toHaveBeenCalledTimes(2);
  });

  it('leaves alone a purchase its port does not take (an attempt paying it now)', async () => {
    port.takeCutShort.mockResolvedValueOnce(null as never);

    expect(await reconcileCutShort(port, NOW)).toEqual({ released: 0, completed: 0 });
    expect(provider.paidOrders).not.toHaveBeenCalled();
  });
});

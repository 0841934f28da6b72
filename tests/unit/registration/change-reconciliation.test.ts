// The reconciliation's port of athletes' changes (docs/payments.md, Changes by the athlete): a change
// whose payment was cut short is applied with the provider's paid order, once; one that can no longer
// be applied is cancelled and flagged for a refund; an unpaid one goes back to pending; a provider
// that cannot answer keeps it for the next run.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import type { RegistrationChangeItem } from '@lambdas/data/registration-change-entity';
import { reconcileCutShort } from '@lambdas/payments/lifecycle/reconcile';
import { paidOrdersOfPurchase } from '@lambdas/payments/lifecycle/settle';
import type { ProviderOrder } from '@lambdas/payments/payment-provider';
import { applyPaidChange } from '@lambdas/registration/changes/change-application';
import { transferPlan } from '@lambdas/registration/changes/change-plan';
import { changePayments } from '@lambdas/registration/changes/change-reconciliation';
import { CUT_SHORT_CHANGE_MS } from '@lambdas/registration/changes/cut-short-change';
import { changeContext } from '@lambdas/registration/changes/change-request';
import { changesPaidSince, flagChangeRefund, markChangeRefund, releaseChange, takeCutShortChange } from '@lambdas/registration/changes/changes-repository';
import { getRegistrant } from '@lambdas/registration/registrants-repository';
import { HttpError } from '@lambdas/core/http-error';

vi.mock('@lambdas/payments/lifecycle/settle', async (actual) => ({ ...(await actual<object>()), paidOrdersOfPurchase: vi.fn() }));
vi.mock('@lambdas/registration/changes/change-application', () => ({ applyPaidChange: vi.fn() }));
vi.mock('@lambdas/registration/changes/change-plan', () => ({ transferPlan: vi.fn(), modalityQuote: vi.fn() }));
vi.mock('@lambdas/registration/changes/change-request', () => ({ changeContext: vi.fn() }));
vi.mock('@lambdas/registration/changes/changes-repository', () => ({
  changesPaidSince: vi.fn(),
  takeCutShortChange: vi.fn(),
  releaseChange: vi.fn(),
  flagChangeRefund: vi.fn(),
  markChangeRefund: vi.fn(),
}));
vi.mock('@lambdas/registration/registrants-repository', () => ({ getRegistrant: vi.fn() }));

const NOW = new Date('2030-01-01T12:00:00.000Z');
const datos = { correo: 'nueva@prueba.mx', nombres: 'Mariana', apellidos: 'Vega', telefono: '5587654321', fechaNacimiento: '1985-03-09', genero: 'F' };
const change = (cambioId: string) =>
  ({ eventId: 7, cambioId, registroId: `r-${cambioId}`, tipo: 'traspaso', estado: 'cobrando', intento: 'pagador', cobroDesde: '2030-01-01T11:40:00.000Z', creado: '2030-01-01T11:30:00.000Z', rechazos: 0, correoPago: datos.correo, datos, order: { total: 16_050 }, reembolso: 0 }) as unknown as RegistrationChangeItem;
const paidOrder = (cambioId: string, orderId = 'ord_1'): ProviderOrder => ({ orderId, amount: 16_050, metadata: { eventId: '7', registroId: `cambio:${cambioId}`, intento: 'pagador' }, card: { chargeId: 'ch_1', brand: 'visa', last4: '4242', name: 'Mariana' } });
const plan = { placement: { modalidad: '10K' }, range: { capacidad: 100, inicio: 1 }, redrawFolio: false };

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(changeContext).mockResolvedValue({ config: { prueba: false } } as never);
  vi.mocked(takeCutShortChange).mockImplementation(async (listed, sweep) => ({ ...listed, intento: sweep }));
  vi.mocked(getRegistrant).mockImplementation(async (key) => ({ ...key, borrado: false, cambioPendiente: (key as RegistrationChangeItem).cambioId }) as unknown as RegistrantItem);
  vi.mocked(transferPlan).mockReturnValue(plan as never);
  vi.mocked(releaseChange).mockResolvedValue(true);
  vi.mocked(flagChangeRefund).mockResolvedValue(true);
});

const run = () => reconcileCutShort(changePayments(), NOW);

describe('the reconciliation of changes cut short', () => {
  it('reads only changes claimed longer than the bound, and asks the provider by the payer recorded with the claim', async () => {
    vi.mocked(changesPaidSince).mockResolvedValue([change('a')]);
    vi.mocked(paidOrdersOfPurchase).mockResolvedValue([]);
    await run();
    expect(changesPaidSince).toHaveBeenCalledWith(new Date(NOW.getTime() - CUT_SHORT_CHANGE_MS).toISOString());
    const [port, purchase] = vi.mocked(paidOrdersOfPurchase).mock.calls[0] ?? [];
    expect(port?.owner(purchase as RegistrationChangeItem)).toEqual({ eventId: '7', registroId: 'cambio:a', email: datos.correo, since: new Date('2030-01-01T11:30:00.000Z') });
  });

  it('applies a paid one under its own claim, naming the payer’s attempt, and gives an unpaid one back to pending', async () => {
    vi.mocked(changesPaidSince).mockResolvedValue([change('pagado'), change('sin-pago')]);
    vi.mocked(paidOrdersOfPurchase).mockImplementation(async (_port, purchase) => ((purchase as RegistrationChangeItem).cambioId === 'pagado' ? [paidOrder('pagado')] : []));
    vi.mocked(applyPaidChange).mockResolvedValue('moved');

    expect(await run()).toEqual({ released: 1, completed: 1 });
    expect(transferPlan).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ registroId: 'r-pagado' }), datos, expect.any(Date));
    const sweep = `barrido-${NOW.toISOString()}`;
    expect(applyPaidChange).toHaveBeenCalledWith(expect.objectContaining({ cambioId: 'pagado', intento: sweep }), plan, expect.anything(), { intento: sweep, intentoPago: 'pagador', ordenPago: 'ord_1', idOperacion: 'ch_1' }, expect.any(Date));
    expect(releaseChange).toHaveBeenCalledWith(expect.objectContaining({ cambioId: 'sin-pago' }), sweep, false);
    expect(flagChangeRefund).not.toHaveBeenCalled();
  });

  it('leaves alone a change an attempt is paying now, without asking the provider', async () => {
    vi.mocked(changesPaidSince).mockResolvedValue([change('en-curso')]);
    vi.mocked(takeCutShortChange).mockResolvedValue(null);
    expect(await run()).toEqual({ released: 0, completed: 0 });
    expect(paidOrdersOfPurchase).not.toHaveBeenCalled();
  });

  it('keeps a change while the provider cannot answer', async () => {
    vi.mocked(changesPaidSince).mockResolvedValue([change('sin-red')]);
    vi.mocked(paidOrdersOfPurchase).mockRejectedValue(new Error('sin red'));
    expect(await run()).toEqual({ released: 0, completed: 0 });
    expect(releaseChange).not.toHaveBeenCalled();
  });

  it('cancels and flags for a refund a paid change that can no longer be applied', async () => {
    vi.mocked(changesPaidSince).mockResolvedValue([change('sin-categoria'), change('agotado')]);
    vi.mocked(paidOrdersOfPurchase).mockImplementation(async (_port, purchase) => [paidOrder((purchase as RegistrationChangeItem).cambioId)]);
    vi.mocked(transferPlan).mockImplementation((_context, registrant) => {
      if (registrant.registroId === 'r-sin-categoria') throw new HttpError(409, 'NO_CATEGORY', 'sin categoría');
      return plan as never;
    });
    vi.mocked(applyPaidChange).mockResolvedValue('soldOut');

    expect(await run()).toEqual({ released: 0, completed: 2 });
    expect(flagChangeRefund).toHaveBeenCalledTimes(2);
    expect(flagChangeRefund).toHaveBeenCalledWith(expect.objectContaining({ cambioId: 'agotado' }), `barrido-${NOW.toISOString()}`, { ordenPago: 'ord_1', idOperacion: 'ch_1' });
    expect(markChangeRefund).not.toHaveBeenCalled();
  });

  it('flags a second paid order of a change it applied, never the one that paid it', async () => {
    vi.mocked(changesPaidSince).mockResolvedValue([change('doble')]);
    vi.mocked(paidOrdersOfPurchase).mockResolvedValue([paidOrder('doble', 'ord_1'), paidOrder('doble', 'ord_2')]);
    vi.mocked(applyPaidChange).mockResolvedValue('moved');

    expect(await run()).toEqual({ released: 0, completed: 1 });
    expect(applyPaidChange).toHaveBeenCalledTimes(1);
    expect(flagChangeRefund).not.toHaveBeenCalled();
    expect(markChangeRefund).toHaveBeenCalledWith(expect.objectContaining({ cambioId: 'doble' }));
  });

  it('tries again on the next run a change whose registration changed meanwhile', async () => {
    vi.mocked(changesPaidSince).mockResolvedValue([change('movido')]);
    vi.mocked(paidOrdersOfPurchase).mockResolvedValue([paidOrder('movido')]);
    vi.mocked(applyPaidChange).mockResolvedValue('changed');
    expect(await run()).toEqual({ released: 0, completed: 0 });
    expect(releaseChange).not.toHaveBeenCalled();
    expect(flagChangeRefund).not.toHaveBeenCalled();
  });
});

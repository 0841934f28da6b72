import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrantItem } from '../../../lambdas/data/registrant-entity';
import { payOnce } from '../../../lambdas/registration/payment-claim';
import { claimPayment, endPayment, getRegistrant } from '../../../lambdas/registration/registrants-repository';

vi.mock('../../../lambdas/registration/registrants-repository', () => ({ claimPayment: vi.fn(), endPayment: vi.fn(), getRegistrant: vi.fn() }));

const draft = { eventId: 1, registroId: 'r', statusPago: { status: 'pendiente', formaPago: '' }, cancelado: false, pagosFallidos: [] } as unknown as RegistrantItem;
const paid = { ...draft, statusPago: { status: 'ok', formaPago: 'card' }, numero: 7 } as RegistrantItem;
const request = { metodo: 'card' as const, intento: 'a', token: 'tok' };

beforeEach(() => {
  vi.mocked(claimPayment).mockReset();
  vi.mocked(endPayment).mockReset();
  vi.mocked(getRegistrant).mockReset();
});

describe('payOnce', () => {
  it('pays under the claim and ends it', async () => {
    vi.mocked(claimPayment).mockResolvedValue({ ...draft, pagoEnCurso: 'a' });
    vi.mocked(getRegistrant).mockResolvedValue(paid);
    const pay = vi.fn().mockResolvedValue(undefined);

    expect(await payOnce(draft, request, pay)).toBe(paid);
    expect(pay).toHaveBeenCalledTimes(1);
    expect(endPayment).toHaveBeenCalledWith(expect.objectContaining({ registroId: 'r' }), 'a');
  });

  it('charges nothing for a registrant already paid', async () => {
    const pay = vi.fn();
    expect(await payOnce(paid, request, pay)).toBe(paid);
    expect(pay).not.toHaveBeenCalled();
    expect(claimPayment).not.toHaveBeenCalled();
  });

  it('waits for the same attempt in flight and answers its outcome', async () => {
    vi.mocked(claimPayment).mockResolvedValue(null);
    vi.mocked(getRegistrant).mockResolvedValueOnce({ ...draft, pagoEnCurso: 'a' }).mockResolvedValueOnce(paid);
    const pay = vi.fn();

    expect(await payOnce(draft, request, pay)).toBe(paid);
    expect(pay).not.toHaveBeenCalled();
  });

  it('answers the decline an attempt had, without charging again', async () => {
    const declined = { ...draft, pagosFallidos: [{ intento: 'a', fecha: '2030-01-01T00:00:00.000Z', mensajes: ['La tarjeta fue declinada.'] }] } as RegistrantItem;
    await expect(payOnce(declined, request, vi.fn())).rejects.toMatchObject({ statusCode: 402, message: 'Error procesando el pago: La tarjeta fue declinada.' });
  });

  it('tells another attempt to wait while one is in flight', async () => {
    vi.mocked(claimPayment).mockResolvedValue(null);
    vi.mocked(getRegistrant).mockResolvedValue({ ...draft, pagoEnCurso: 'b' });
    await expect(payOnce(draft, request, vi.fn())).rejects.toMatchObject({ statusCode: 409, message: 'Pago en proceso, espera un momento' });
  });

  it('ends the claim when the payment fails', async () => {
    vi.mocked(claimPayment).mockResolvedValue({ ...draft, pagoEnCurso: 'a' });
    await expect(payOnce(draft, request, () => Promise.reject(new Error('sin red')))).rejects.toThrow('sin red');
    expect(endPayment).toHaveBeenCalledTimes(1);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrantItem } from '../../../lambdas/data/registrant-entity';
import { payOnce } from '../../../lambdas/registration/payment-claim';
import { claimPayment, endPayment, getRegistrant } from '../../../lambdas/registration/registrants-repository';

vi.mock('../../../lambdas/registration/registrants-repository', () => ({ claimPayment: vi.fn(), endPayment: vi.fn(), getRegistrant: vi.fn() }));

const draft = { eventId: 1, registroId: 'r', statusPago: { status: 'pendiente', formaPago: '' }, cancelado: false, pagosFallidos: [] } as unknown as RegistrantItem;
const paid = { ...draft, statusPago: { status: 'ok', formaPago: 'card' }, numero: 7 } as RegistrantItem;
const request = { metodo: 'card' as const, intento: 'a', token: 'tok' };
const key = { eventId: 1, registroId: 'r' };

beforeEach(() => {
  vi.mocked(claimPayment).mockReset();
  vi.mocked(endPayment).mockReset();
  vi.mocked(getRegistrant).mockReset();
});

describe('payOnce', () => {
  it('pays under the claim and ends it', async () => {
    vi.mocked(claimPayment).mockResolvedValue({ ...draft, pagoEnCurso: 'a' });
    vi.mocked(endPayment).mockResolvedValue(paid);
    const pay = vi.fn().mockResolvedValue(undefined);

    expect(await payOnce(key, request, pay)).toBe(paid);
    expect(pay).toHaveBeenCalledTimes(1);
    expect(endPayment).toHaveBeenCalledWith(expect.objectContaining({ registroId: 'r' }), 'a');
    expect(getRegistrant).not.toHaveBeenCalled();
  });

  it('answers the registrant a payment completed with its claim ended, reading and writing nothing more', async () => {
    vi.mocked(claimPayment).mockResolvedValue({ ...draft, pagoEnCurso: 'a' });
    const pay = vi.fn().mockResolvedValue(paid);

    expect(await payOnce(key, request, pay)).toBe(paid);
    expect(endPayment).not.toHaveBeenCalled();
    expect(getRegistrant).not.toHaveBeenCalled();
  });

  it('charges nothing for a registrant already paid', async () => {
    vi.mocked(claimPayment).mockResolvedValue({ ...paid, pagoEnCurso: 'a' });
    vi.mocked(endPayment).mockResolvedValue(paid);
    const pay = vi.fn();
    expect(await payOnce(key, request, pay)).toBe(paid);
    expect(pay).not.toHaveBeenCalled();
  });

  it('waits for the same attempt in flight and answers its outcome', async () => {
    vi.mocked(claimPayment).mockResolvedValue(null);
    vi.mocked(getRegistrant).mockResolvedValueOnce({ ...draft, pagoEnCurso: 'a' }).mockResolvedValueOnce(paid);
    const pay = vi.fn();

    expect(await payOnce(key, request, pay)).toBe(paid);
    expect(pay).not.toHaveBeenCalled();
  });

  it('answers the decline an attempt had, without charging again', async () => {
    const declined = { ...draft, pagosFallidos: [{ intento: 'a', fecha: '2030-01-01T00:00:00.000Z', mensajes: ['La tarjeta fue declinada.'] }] } as RegistrantItem;
    vi.mocked(claimPayment).mockResolvedValue({ ...declined, pagoEnCurso: 'a' });
    const pay = vi.fn();
    await expect(payOnce(key, request, pay)).rejects.toMatchObject({ statusCode: 402, message: 'Error procesando el pago: La tarjeta fue declinada.' });
    expect(pay).not.toHaveBeenCalled();
    expect(endPayment).toHaveBeenCalledTimes(1);
  });

  it('tells another attempt to wait while one is in flight', async () => {
    vi.mocked(claimPayment).mockResolvedValue(null);
    vi.mocked(getRegistrant).mockResolvedValue({ ...draft, pagoEnCurso: 'b' });
    await expect(payOnce(key, request, vi.fn())).rejects.toMatchObject({ statusCode: 409, message: 'Pago en proceso, espera un momento' });
  });

  it('answers 404 for a registrant the claim and the read do not find', async () => {
    vi.mocked(claimPayment).mockResolvedValue(null);
    vi.mocked(getRegistrant).mockResolvedValue(null);
    await expect(payOnce(key, request, vi.fn())).rejects.toMatchObject({ statusCode: 404 });
  });

  it('ends the claim when the payment fails', async () => {
    vi.mocked(claimPayment).mockResolvedValue({ ...draft, pagoEnCurso: 'a' });
    await expect(payOnce(key, request, () => Promise.reject(new Error('sin red')))).rejects.toThrow('sin red');
    expect(endPayment).toHaveBeenCalledTimes(1);
  });
});

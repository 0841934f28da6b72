import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { payOnce } from '@lambdas/registration/payment/payment-claim';
import { claimPayment, endPayment, getRegistrant } from '@lambdas/registration/registrants-repository';

vi.mock('@lambdas/registration/registrants-repository', () => ({ claimPayment: vi.fn(), endPayment: vi.fn(), getRegistrant: vi.fn() }));

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

  it('answers the same attempt sent again while its claim stands at once, saying when the claim counts as cut short', async () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:02:00.000Z') });
    try {
      // Claimed 20 s ago by this very attempt, whose request may have stopped: no waiting for it.
      vi.mocked(claimPayment).mockResolvedValue(null);
      vi.mocked(getRegistrant).mockResolvedValue({ ...draft, pagoEnCurso: 'a', pagoDesde: '2030-01-01T00:01:40.000Z' });
      const pay = vi.fn();

      await expect(payOnce(key, request, pay)).rejects.toMatchObject({ statusCode: 409, code: 'PAYMENT_IN_PROGRESS', headers: { 'retry-after': '100' } });
      expect(claimPayment).toHaveBeenCalledTimes(1);
      expect(getRegistrant).toHaveBeenCalledTimes(1);
      expect(pay).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers the outcome the same attempt reached while it was sent again', async () => {
    vi.mocked(claimPayment).mockResolvedValue(null);
    vi.mocked(getRegistrant).mockResolvedValue(paid);
    const pay = vi.fn();

    expect(await payOnce(key, request, pay)).toBe(paid);
    expect(pay).not.toHaveBeenCalled();
  });

  it('claims once more when the claim ended between the refusal and the read', async () => {
    vi.mocked(claimPayment).mockResolvedValueOnce(null).mockResolvedValueOnce({ ...draft, pagoEnCurso: 'a' });
    vi.mocked(getRegistrant).mockResolvedValue(draft);
    vi.mocked(endPayment).mockResolvedValue(paid);
    const pay = vi.fn().mockResolvedValue(undefined);

    expect(await payOnce(key, request, pay)).toBe(paid);
    expect(claimPayment).toHaveBeenCalledTimes(2);
    expect(pay).toHaveBeenCalledTimes(1);
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
    vi.mocked(getRegistrant).mockResolvedValue({ ...draft, pagoEnCurso: 'b', pagoDesde: new Date().toISOString() });
    await expect(payOnce(key, request, vi.fn())).rejects.toMatchObject({ statusCode: 409, message: 'Pago en proceso, espera un momento' });
    expect(claimPayment).toHaveBeenCalledTimes(1);
  });

  it('tells an attempt to try again at once when the claim stays refused though nothing holds it', async () => {
    vi.mocked(claimPayment).mockResolvedValue(null);
    vi.mocked(getRegistrant).mockResolvedValue(draft);
    await expect(payOnce(key, request, vi.fn())).rejects.toMatchObject({ statusCode: 409, headers: { 'retry-after': '1' } });
    expect(claimPayment).toHaveBeenCalledTimes(2);
  });

  it('answers 404 for a registrant the claim and the read do not find', async () => {
    vi.mocked(claimPayment).mockResolvedValue(null);
    vi.mocked(getRegistrant).mockResolvedValue(null);
    await expect(payOnce(key, request, vi.fn())).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers 410 to the link of a holder before a transfer, ending the claim it took and showing nothing', async () => {
    const transferred = { ...paid, llave: 'Zx9_Qm-4kT7pLw2RvB8nYc0d' } as RegistrantItem;
    vi.mocked(claimPayment).mockResolvedValue({ ...transferred, pagoEnCurso: 'a' });
    const pay = vi.fn();
    await expect(payOnce(key, request, pay)).rejects.toMatchObject({ statusCode: 410, code: 'REGISTRATION_TRANSFERRED' });
    expect(pay).not.toHaveBeenCalled();
    expect(endPayment).toHaveBeenCalledWith(expect.objectContaining({ registroId: 'r' }), 'a');
    // Claimed by another attempt meanwhile: refused the same, from the read.
    vi.mocked(claimPayment).mockResolvedValue(null);
    vi.mocked(getRegistrant).mockResolvedValue(transferred);
    await expect(payOnce(key, request, pay)).rejects.toMatchObject({ statusCode: 410 });
    // The new holder's link pays (here: answers the registration paid already).
    expect(await payOnce({ ...key, llave: 'Zx9_Qm-4kT7pLw2RvB8nYc0d' }, request, pay)).toBe(transferred);
  });

  it('ends the claim when the payment fails', async () => {
    vi.mocked(claimPayment).mockResolvedValue({ ...draft, pagoEnCurso: 'a' });
    await expect(payOnce(key, request, () => Promise.reject(new Error('sin red')))).rejects.toThrow('sin red');
    expect(endPayment).toHaveBeenCalledTimes(1);
  });
});

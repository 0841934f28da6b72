// The registration flow's pixel and analytics events as the Meta pixel and the Google tag receive
// them: ViewContent when it opens, InitiateCheckout when the payment step opens, Purchase once paid
// and PurchaseFail when refused, each to the event's own ids with its label, tkl and name, the order's
// value as the sum of quantity × unit_price (in currency units) and nothing of the card.
import { screen } from '@testing-library/react';
import type { UserEvent } from '../support/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenizeCard } from '@web/lib/card-tokenizer';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { removePixels, stubPixels, type PixelStubs } from '../support/pixel-stubs';
import { aConfirmation, aCreatedRegistration, anOrder, aView, event } from './support-flow/flow-fixtures';
import { renderFlow, seedFlow } from './support-flow/render-flow';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));
vi.mock('@web/lib/card-tokenizer', () => ({ tokenizeCard: vi.fn() }));

const PIXEL = '998877665544';
const ANALYTICS = 'G-EVENT7';
const paymentPath = 'POST /api/events/7/registrations/reg-123/payment';
const viewRoute = { 'GET /api/events/7/registration': { status: 200, body: { ...aView(), event: { ...event, facebookPixel: PIXEL, gaId: ANALYTICS } } } };

/** An inscription, two shirts of $25.00 and the fee: Σ quantity × unit_price = $531.50. */
const order = anOrder(53_150, {
  lines: [
    { code: 'insc', name: 'Medio maratón', description: 'Libre Femenil', quantity: 1, unit_price: 45_000 },
    { code: 'prod_playera', name: 'Playera', description: 'Playera', quantity: 2, unit_price: 2_500 },
    { code: 'comision', name: 'Comisión OnLine', description: 'Comisión', quantity: 1, unit_price: 3_150 },
  ],
});
const params = { label: 'evento_7', tkl: 'promo-radio', event_name: 'Medio Maratón de la Ciudad' };
const nextYear = String(new Date().getFullYear() + 1);
/** The flow is a lazy route: its first load may take a while on a busy machine. */
const slow = { timeout: 30_000 };

async function payByCard(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Tarjeta de Crédito o Débito' }, slow));
  await user.type(screen.getByLabelText('Nombre del titular'), 'Ana López');
  await user.type(screen.getByLabelText('Número de tarjeta'), '4242 4242 4242 4242');
  await user.selectOptions(screen.getByLabelText('Año de expiración'), nextYear);
  await user.type(screen.getByLabelText('Código de seguridad (CVC)'), '123');
  await user.click(screen.getByRole('button', { name: 'Pagar' }));
}

const sent = (pixels: PixelStubs, name: string) => ({ meta: pixels.meta(PIXEL).filter(([event]) => event === name), google: pixels.google(ANALYTICS).filter(([event]) => event === name) });

describe('registration flow: pixel and analytics events', () => {
  let pixels: PixelStubs;
  beforeEach(() => {
    resetFakeAuth();
    sessionStorage.clear();
    vi.mocked(tokenizeCard).mockResolvedValue({ ok: true, token: 'tok_sim_1' });
    pixels = stubPixels();
    seedFlow({ step: 'pago', codigoModalidad: '21K', campos: { talla: 'M', marca: '01:30', contacto: 'Luis' }, correoConfirmado: true, registro: aCreatedRegistration(order), tkl: 'promo-radio' });
  });
  afterEach(removePixels);

  it('sends ViewContent as the flow opens and InitiateCheckout with the order value as the payment step opens', async () => {
    stubApi(viewRoute);
    renderFlow();
    expect(await screen.findByText('Total a pagar: $531.50 MXN', {}, slow)).toBeInTheDocument();

    expect(sent(pixels, 'ViewContent')).toEqual({ meta: [['ViewContent', params]], google: [['ViewContent', params]] });
    const checkout = { ...params, value: 531.5, currency: 'MXN' };
    expect(sent(pixels, 'InitiateCheckout')).toEqual({ meta: [['InitiateCheckout', checkout]], google: [['InitiateCheckout', checkout]] });
  });

  it('sends Purchase with the value of the order paid', async () => {
    stubApi({ ...viewRoute, [paymentPath]: { status: 200, body: aConfirmation({ order }) } });
    const { user } = renderFlow();
    await payByCard(user);

    expect(await screen.findByRole('heading', { name: 'Felicidades Ana' })).toBeInTheDocument();
    const purchase = { ...params, value: 531.5, currency: 'MXN' };
    expect(sent(pixels, 'Purchase')).toEqual({ meta: [['Purchase', purchase]], google: [['Purchase', purchase]] });
    expect(sent(pixels, 'PurchaseFail').meta).toEqual([]);
  });

  it("sends PurchaseFail with the refusal's code when the card is declined, and nothing of the card", async () => {
    stubApi({ ...viewRoute, [paymentPath]: { status: 402, body: { code: 'PAYMENT_FAILED', message: 'Error procesando el pago: La tarjeta fue declinada.' } } });
    const { user } = renderFlow();
    await payByCard(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('La tarjeta fue declinada');
    const failure = { ...params, value: 531.5, currency: 'MXN', error_code: 'PAYMENT_FAILED' };
    // The pixel reports names outside its standard list as custom events.
    expect(sent(pixels, 'PurchaseFail')).toEqual({ meta: [['PurchaseFail', failure]], google: [['PurchaseFail', failure]] });
    expect(JSON.stringify([pixels.meta(PIXEL), pixels.google(ANALYTICS)])).not.toMatch(/4242|Ana López|tok_sim/);
    expect(sent(pixels, 'Purchase').meta).toEqual([]);
  });
});

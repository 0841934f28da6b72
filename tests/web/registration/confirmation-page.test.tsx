import { screen, within } from '@testing-library/react';
import { create } from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmationType } from '@shared/registration/registration-api';
import { registrationApiMessages } from '@shared/registration/registration-texts';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aConfirmation, EVENT_ID, pagePath, REGISTRO_ID, serveConfirmation } from './confirmation-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const pending = { status: 'pendiente', formaPago: 'oxxo_pay', formaInscripcion: 'en linea' } as const;
const voucher = { referencia: '93000262280621', monto: 48_150, expiraEn: '2026-09-17T18:30:00.000Z' };

/** The dark modules an SVG path of unit squares draws, as 'column,row' without the quiet zone. */
function darkModules(path: string): string[] {
  const squares = [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => [Number(x), Number(y)] as const);
  const quiet = Math.min(...squares.map(([x]) => x), ...squares.map(([, y]) => y));
  return squares.map(([x, y]) => `${x - quiet},${y - quiet}`).sort();
}

function qrModulesOf(text: string): string[] {
  const { modules } = create(text);
  const dark: string[] = [];
  for (let row = 0; row < modules.size; row++) for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) dark.push(`${col},${row}`);
  return dark.sort();
}

describe('/detalle-inscrito', () => {
  beforeEach(() => resetFakeAuth());

  it.each<[ConfirmationType, string]>([
    [0, 'Confirmación pendiente'],
    [1, 'Inscripción completa'],
    [2, 'Registro guardado, pago pendiente'],
    [3, 'Pago recibido'],
    [4, 'Inscripción con código'],
  ])('shows confirmation type %i as "%s"', async (tipoConfirmacion, text) => {
    serveConfirmation(aConfirmation({ tipoConfirmacion }));
    renderApp(pagePath());

    // The first render loads the page's chunks: more than findBy's default second on a busy machine.
    expect(await screen.findByText(text, undefined, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('shows the event card, the athlete, modality, rama, category, folio, the order and the card payment', async () => {
    serveConfirmation(aConfirmation());
    renderApp(pagePath());

    expect(await screen.findByRole('heading', { name: 'Carrera Nocturna de Guadalajara' })).toBeInTheDocument();
    expect(screen.getByText('Avenida Chapultepec, Guadalajara')).toBeInTheDocument();
    for (const value of ['Ana López Ruiz', '10 kilómetros', 'Femenil', 'Libre', '1024', 'VISA terminación 4242', 'Pagado', 'ord_2tK9']) {
      expect(screen.getAllByText(value).length).toBeGreaterThan(0);
    }
    const order = screen.getByRole('table', { name: 'Detalle de compra' });
    expect(within(order).getByText('Comisión OnLine')).toBeInTheDocument();
    expect(screen.getByText('Total: $481.50 MXN')).toBeInTheDocument();
    expect(screen.queryByText('Asignado folio')).not.toBeInTheDocument();
  });

  it('shows "Asignado folio" while the registrant has no folio, and offers no race bib', async () => {
    serveConfirmation(aConfirmation({ numero: null, tipoConfirmacion: 0, statusPago: { status: 'pendiente', formaPago: '', formaInscripcion: 'en linea' } }));
    renderApp(pagePath());

    expect(await screen.findByText('Asignado folio')).toBeInTheDocument();
    expect(screen.getByText('Registro en línea incompleto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar carta responsiva' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar número digital' })).not.toBeInTheDocument();
  });

  it('shows the OXXO voucher of a pending payment: amount, reference, expiry and instructions', async () => {
    serveConfirmation(aConfirmation({ numero: null, tipoConfirmacion: 2, statusPago: pending, voucher, fechaRegistro: 'PENDIENTE' }));
    renderApp(pagePath());

    const title = await screen.findByRole('heading', { name: 'Ficha de pago en OXXO' });
    const card = title.parentElement as HTMLElement;
    expect(within(card).getByText('$481.50 MXN')).toBeInTheDocument();
    expect(within(card).getByText('93000262280621')).toBeInTheDocument();
    // On the event's clock (Mexico City, UTC-6).
    expect(within(card).getByText('17 de septiembre de 2026 a las 12:30')).toBeInTheDocument();
    expect(screen.getByText('Pendiente de pago')).toBeInTheDocument();
    // A draft's fechaRegistro is the spec's 'PENDIENTE' until it is paid.
    expect(screen.getByText('PENDIENTE')).toBeInTheDocument();
    expect(screen.getByText('Pendiente de pago')).toBeInTheDocument();
  });

  it('tells that an expired voucher released the place, without voucher or downloads', async () => {
    serveConfirmation(aConfirmation({ numero: null, tipoConfirmacion: 0, statusPago: pending, voucher, cancelado: true }));
    renderApp(pagePath());

    expect(await screen.findByRole('alert')).toHaveTextContent(/venció sin recibir el pago y el lugar fue liberado.*nuevo registro/);
    expect(screen.queryByText('93000262280621')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar carta responsiva' })).not.toBeInTheDocument();
  });

  describe('refreshing a pending confirmation', () => {
    // The page's clock is faked but keeps running, so the first render's waits still end; the refresh
    // interval (5 s) is then jumped over instead of waited for.
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    const draft = { numero: null, tipoConfirmacion: 0, statusPago: { status: 'pendiente', formaPago: '', formaInscripcion: 'en linea' }, fechaRegistro: 'PENDIENTE' } as const;
    const confirmationCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.includes('/registrations/'));

    it('asks again for a pending confirmation, which says it updates itself', async () => {
      const calls = serveConfirmation(aConfirmation(draft));
      renderApp(pagePath());

      expect(await screen.findByText(/se actualiza sola/)).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(6000);
      expect(confirmationCalls(calls).length).toBeGreaterThan(1);
    });

    it('tells a registration refused as AGOTADO that it was not completed, without the pending promise, waiver or order', async () => {
      const calls = serveConfirmation(aConfirmation({ ...draft, agotado: true, modalidad: { codigoModalidad: '5K', descripcionModalidad: '5 kilómetros', kilometro: 5 } }));
      renderApp(pagePath('&download=true'));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('AGOTADO');
      expect(alert).toHaveTextContent(/5 kilómetros ya no tiene lugares.*no se completó y no se hizo ningún cargo/);
      expect(screen.queryByText('Confirmación pendiente')).not.toBeInTheDocument();
      expect(screen.queryByText(/se actualiza sola/)).not.toBeInTheDocument();
      expect(screen.queryByText('Asignado folio')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Descargar carta responsiva' })).not.toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Detalle de compra' })).not.toBeInTheDocument();
      // No refresh: the page that says it updates itself is the pending one, not this.
      await vi.advanceTimersByTimeAsync(6000);
      expect(confirmationCalls(calls)).toHaveLength(1);
    });
  });

  it('links to and encodes in its QR the page itself, without download=true', async () => {
    serveConfirmation(aConfirmation());
    renderApp(pagePath('&download=true'));
    const url = `${window.location.origin}${pagePath()}`;

    const qr = await screen.findByRole('img', { name: 'Código QR de la liga de tu inscripción' });

    expect(screen.getByRole('link', { name: url })).toHaveAttribute('href', url);
    expect(darkModules(qr.querySelector('path')?.getAttribute('d') ?? '')).toEqual(qrModulesOf(url));
    expect(darkModules(qr.querySelector('path')?.getAttribute('d') ?? '')).not.toEqual(qrModulesOf(`${url}&download=true`));
  });

  it('says a link of whoever held the registration before a transfer no longer opens it, once, showing nothing of it', async () => {
    const calls = stubApi({
      [`GET /api/events/${EVENT_ID}/registrations/${REGISTRO_ID}`]: { status: 410, body: { code: 'REGISTRATION_TRANSFERRED', message: registrationApiMessages.registrationTransferred } },
    });
    renderApp(pagePath());

    expect(await screen.findByRole('heading', { name: 'Inscripción traspasada' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText(registrationApiMessages.registrationTransferred)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Código QR de la liga de tu inscripción' })).not.toBeInTheDocument();
    // A refused link is not asked again.
    expect(calls).toHaveLength(1);
  });

  it('says the link is not valid without asking the API when a parameter is missing', async () => {
    const calls = stubApi({});
    renderApp('/detalle-inscrito?event=abc');

    expect(await screen.findByText('La liga de inscripción no es válida')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

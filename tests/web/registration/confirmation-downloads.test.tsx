import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrantConfirmation } from '@shared/registration/registration-api';
import { callsOf, fakeImage, stubDrawing } from '../media/fake-drawing';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aConfirmation, pagePath, serveConfirmation } from './confirmation-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));
vi.mock('@web/lib/load-image', () => ({ loadImage: vi.fn(async (url: string) => fakeImage(url)) }));

const ADULT_TITLE = 'CARTA RESPONSIVA Y DESLINDE DE RESPONSABILIDAD';
const MINOR_TITLE = 'CARTA RESPONSIVA PARA MENORES DE EDAD';

const latin1 = async (blob: Blob) => Array.from(new Uint8Array(await blob.arrayBuffer()), (byte) => String.fromCharCode(byte)).join('');

const realSetTimeout = globalThis.setTimeout;

/**
 * Waits in real time (the route, the API, the PDF module) while the fake clock stands still:
 * vi.waitFor would move it on by its polling interval.
 */
async function withClockStill(done: () => boolean, attempts = 300): Promise<void> {
  for (let attempt = 0; attempt < attempts && !done(); attempt++) {
    await act(() => vi.advanceTimersByTimeAsync(0));
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
}

async function openPage(confirmation: RegistrantConfirmation, query = '') {
  serveConfirmation(confirmation);
  const app = renderApp(pagePath(query));
  await screen.findByRole('button', { name: 'Descargar carta responsiva' });
  return app;
}

describe('the confirmation downloads', () => {
  let drawing: ReturnType<typeof stubDrawing>;
  beforeEach(() => {
    resetFakeAuth();
    drawing = stubDrawing();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('makes the adult waiver a letter-size PDF named after the event and the athlete, with their data', async () => {
    const { user } = await openPage(aConfirmation());

    await user.click(screen.getByRole('button', { name: 'Descargar carta responsiva' }));

    await vi.waitFor(() => expect(drawing.downloads).toHaveLength(1));
    const [pdf] = drawing.downloads;
    expect(pdf?.fileName).toBe('Carrera Nocturna de Guadalajara - Ana López Ruiz.pdf');
    const text = await latin1(pdf!.blob);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/MediaBox [0 0 612. 792.]');
    expect(text).toContain(`(${ADULT_TITLE})`);
    expect(text).not.toContain(MINOR_TITLE);
    for (const value of ['Ana López Ruiz', '10 kilómetros', '1024', 'Nombre y firma del participante']) expect(text).toContain(value);
  });

  it('makes the parental waiver for a registrant under 18, with the parent or tutor signature lines', async () => {
    const minor = aConfirmation({ menor: true, datos: { ...aConfirmation().datos, nombres: 'Luis', apellidos: 'Pérez', fechaNacimiento: '2012-05-03' } });
    const { user } = await openPage(minor);

    await user.click(screen.getByRole('button', { name: 'Descargar carta responsiva' }));

    await vi.waitFor(() => expect(drawing.downloads).toHaveLength(1));
    const text = await latin1(drawing.downloads[0]!.blob);
    expect(text).toContain(`(${MINOR_TITLE})`);
    expect(text).not.toContain(ADULT_TITLE);
    for (const value of ['del menor Luis Pérez', '3 de mayo de 2012', 'Nombre y firma del padre, madre o tutor', 'Parentesco con el menor']) {
      expect(text).toContain(value);
    }
  });

  it('with download=true, downloads the waiver one second after the page loads', async () => {
    // Loaded beforehand, so that a download started too early would have time to show.
    await import('@web/features/registration/waiver-pdf');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    serveConfirmation(aConfirmation());
    renderApp(pagePath('&download=true'));
    await withClockStill(() => screen.queryByRole('button', { name: 'Descargar carta responsiva' }) !== null);

    await act(() => vi.advanceTimersByTimeAsync(999));
    await withClockStill(() => drawing.downloads.length > 0, 20);
    expect(drawing.downloads).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await withClockStill(() => drawing.downloads.length > 0);

    expect(drawing.downloads.map((download) => download.blob.type)).toEqual(['application/pdf']);
  });

  it('draws the race bib on 1025 × 820 with the dorsal image, a white box and the number in the dorsal colour', async () => {
    const { user } = await openPage(aConfirmation());

    await user.click(screen.getByRole('button', { name: 'Descargar número digital' }));

    await vi.waitFor(() => expect(drawing.downloads).toHaveLength(1));
    expect(drawing.downloads[0]).toMatchObject({ fileName: 'Carrera Nocturna de Guadalajara - número 1024.jpg', blob: { type: 'image/jpeg' } });
    const [bib] = drawing.jpegs;
    expect(bib).toMatchObject({ width: 1025, height: 820 });
    const calls = bib!.calls;
    expect(callsOf(calls, 'drawImage')[0]?.args).toEqual([expect.objectContaining({ src: '/media/dorsal-2050x1640.jpg' }), 0, 0, 1025, 820]);
    const [page, box] = callsOf(calls, 'fillRect');
    expect([page?.args, box?.fillStyle]).toEqual([[0, 0, 1025, 820], '#ffffff']);
    const number = callsOf(calls, 'fillText').find((call) => call.args[0] === '1024');
    expect(number?.fillStyle).toBe('#c2410c');
    // The white box is drawn over the image and under the number.
    expect(calls.indexOf(box!)).toBeGreaterThan(calls.indexOf(callsOf(calls, 'drawImage')[0]!));
    expect(calls.indexOf(box!)).toBeLessThan(calls.indexOf(number!));
    expect(callsOf(calls, 'fillText').map((call) => call.args[0])).toEqual(['Carrera Nocturna de Guadalajara', '1024', '10 kilómetros', 'Ana López Ruiz']);
  });

  it('draws the bib without the image when it does not load, and without the white box when it is off', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dorsal = { raceNumberFontColor: '#1f2937', raceNumberWhiteBack: false, raceNumberImage: '/media/no-existe.jpg' };
    const { user } = await openPage(aConfirmation({ dorsal }));

    await user.click(screen.getByRole('button', { name: 'Descargar número digital' }));

    await vi.waitFor(() => expect(drawing.downloads).toHaveLength(1));
    const calls = drawing.jpegs[0]!.calls;
    expect(callsOf(calls, 'drawImage')).toEqual([]);
    expect(callsOf(calls, 'fillRect').map((call) => call.args)).toEqual([[0, 0, 1025, 820]]);
    expect(callsOf(calls, 'fillText').find((call) => call.args[0] === '1024')?.fillStyle).toBe('#1f2937');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timingConfigSchema, type EventSummary } from '@shared/results/event-schemas';
import type { ResultRow } from '@shared/results/result-row';
import { CertificateButton } from '@web/components/certificate-button';
import { ToastProvider } from '@web/lib/toasts';
import { anEvent, aRow } from '../events-console/event-fixtures';
import { callsOf, fakeImage, stubDrawing } from './fake-drawing';

vi.mock('@web/lib/load-image', () => ({ loadImage: vi.fn(async (url: string) => fakeImage(url)) }));

const timingConfig = timingConfigSchema.parse({
  certificateConfig: {
    backgroundImage: '/media/certificado-2050x1640.jpg',
    fontColor: '#123456',
    fields: [
      { template: '[nombre]', x: 0.5, y: 0.4, fontSize: 48 },
      { template: 'Tiempo oficial: [to] · Lugar [pG]', x: 0.1, y: 0.6, align: 'left' },
    ],
  },
});

const finisher = aRow({ num: '101', nombre: 'Ana López', to: '01:35:10', pG: 12 });

function renderButton(row: ResultRow = finisher, event: EventSummary = anEvent({ eventoDisponible: 1 })) {
  render(
    <ToastProvider>
      <CertificateButton event={event} timingConfig={timingConfig} row={row} />
    </ToastProvider>,
  );
}

const latin1 = async (blob: Blob) => Array.from(new Uint8Array(await blob.arrayBuffer()), (byte) => String.fromCharCode(byte)).join('');

describe('CertificateButton', () => {
  let drawing: ReturnType<typeof stubDrawing>;
  beforeEach(() => {
    drawing = stubDrawing();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    ['an athlete without a place', aRow({ num: '5', nombre: 'Sin Llegada', pG: 0 })],
    ['a disqualified athlete', aRow({ num: '6', nombre: 'Descalificado', pG: 3, borrado: true })],
  ])('is not offered to %s', (_case, row) => {
    renderButton(row);

    expect(screen.queryByRole('button', { name: 'Certificado' })).not.toBeInTheDocument();
  });

  it('explains, while the event is not closed, that the official certificate comes later', async () => {
    const user = setUpUser();
    renderButton(finisher, anEvent({ eventoDisponible: 4 }));

    await user.click(screen.getByRole('button', { name: 'Certificado' }));

    expect(
      await screen.findByText('Evento en desarrollo, al finalizar el plazo definido puedes ingresar a descargar tu certificado oficial'),
    ).toBeInTheDocument();
    expect(drawing.jpegs).toEqual([]);
  });

  it('draws the background and the filled-in fields on a 1025 × 820 canvas', async () => {
    const user = setUpUser();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Certificado' }));

    expect(await screen.findByRole('img', { name: 'Certificado de resultados' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    const [certificate] = drawing.jpegs;
    expect(certificate).toMatchObject({ width: 1025, height: 820 });
    const background = callsOf(certificate?.calls ?? [], 'drawImage')[0];
    expect(background?.args.slice(1)).toEqual([0, 0, 1025, 820]);
    expect(callsOf(certificate?.calls ?? [], 'fillText').map((call) => [call.args, call.fillStyle, call.font])).toEqual([
      [['Ana López', 512.5, 328], '#123456', '48px sans-serif'],
      [['Tiempo oficial: 01:35:10 · Lugar 12', 102.5, 492], '#123456', '32px sans-serif'],
    ]);
  });

  it('downloads the JPEG, and the PDF one second after it is asked for', async () => {
    const user = setUpUser();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Certificado' }));
    await screen.findByRole('img', { name: 'Certificado de resultados' });

    await user.click(screen.getByRole('button', { name: 'Descargar JPEG' }));
    expect(drawing.downloads.map((download) => [download.fileName, download.blob.type])).toEqual([['certificado-101.jpg', 'image/jpeg']]);

    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(drawing.downloads).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await vi.waitFor(() => expect(drawing.downloads).toHaveLength(2));

    const pdf = drawing.downloads[1];
    expect(pdf?.fileName).toBe('certificado-101.pdf');
    expect(pdf?.blob.type).toBe('application/pdf');
    const text = await latin1(pdf?.blob as Blob);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`/Width 1025 /Height 820`);
    expect(text).toContain(await latin1(drawing.downloads[0]?.blob as Blob));
  });
});

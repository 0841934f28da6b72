// A reto athlete's photos in the browser: the start, finish and evidence uploads with their percentage
// and the wait for the processed photo, the grids 100 at a time with 'Mostrar más', the audio, and the
// editor of the start and finish photos (race bib with its line, goal and finish times, the medal's
// text where the organizer placed it, crop and undo).
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { setUpUser, type UserEvent } from '../support/user-events';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ParticipationView } from '@shared/retos/participation';
import type { RetoGridPhoto, RetoPhotoPage } from '@shared/retos/reto-photos';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { AppProviders } from '@web/app/providers';
import { EvidencePhotoUpload } from '@web/features/retos/photos/evidence-photo-upload';
import { FinishLineStep } from '@web/features/retos/photos/finish-line-step';
import { StartLineStep } from '@web/features/retos/photos/start-line-step';
import type { RegisteredStepProps } from '@web/features/retos/reto-step-props';
import { callsOf, fakeImage, stubDrawing, type ExportedJpeg } from '../media/fake-drawing';
import { stubApi, type ApiAnswer, type ApiCall } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { FakeUpload, stubXhr } from '../support/fake-xhr';
import { aVirtualEventView } from '../support/retos';
import { aParticipation, RETO, slow } from './athlete-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));
vi.mock('@web/lib/load-image', () => ({ loadImage: vi.fn(async (url: string) => fakeImage(url)) }));

type Step = (props: RegisteredStepProps) => React.JSX.Element;

const START_PHOTO = '/media/reto-photos/1-2-3/user-1/startLine/00mwxr59gt-eb7a830d-1200x800.jpg';
const FINISH_PHOTO = '/media/reto-photos/1-2-3/user-1/finishLine/00mwxr5a00-aa7a830d-1200x800.jpg';
const ticket = (photoType: string, url: string) => ({ uploadUrl: `http://localhost:3000/uploads/reto-photos/${photoType}?X-Amz-Signature=x`, headers: { 'content-type': 'image/jpeg' }, key: url.slice('/media/'.length, -'.jpg'.length), url });
const jpeg = (bytes = 'jpeg-bytes') => new File([bytes], 'foto.jpg', { type: 'image/jpeg' });
/** A reto run over a distance: the spec's race bib then says 'Voy por … kilómetros en …'. */
const toast = () => screen.getAllByRole('status').at(-1)!;

function gridPhoto(n: number, overrides: Partial<RetoGridPhoto> = {}): RetoGridPhoto {
  return { photoId: `00mwxr5${String(n).padStart(3, '0')}-eb7a830d`, url: `/media/grid-${n}.jpg`, athleteName: `Atleta${n}`, athleteLastName: 'Prueba', finishTime: null, ...overrides };
}

const gridPath = (type: string, cursor?: string) => `${RETO}/photos?${new URLSearchParams({ type, ...(cursor ? { cursor } : {}) })}`;

/** Renders a step as the reto page does: the participation it is given back replaces the one shown. */
function renderStep(Component: Step, reto: Partial<VirtualEventView>, participation: ParticipationView) {
  const seen: ParticipationView[] = [];
  function Host() {
    const [current, setCurrent] = useState(participation);
    const onParticipation = (next: ParticipationView) => {
      seen.push(next);
      setCurrent(next);
    };
    return <Component reto={aVirtualEventView(reto)} participation={current} onParticipation={onParticipation} />;
  }
  const user = setUpUser();
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Host />
    </AppProviders>,
  );
  return { user, seen };
}

type Route = ApiAnswer | ((call: ApiCall) => ApiAnswer);
const emptyPage: RetoPhotoPage = { photos: [] };

describe("a reto athlete's photos", () => {
  let drawing: ReturnType<typeof stubDrawing>;
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'lucia@example.mx' });
    drawing = stubDrawing();
  });
  afterEach(() => vi.restoreAllMocks());

  async function download(user: UserEvent): Promise<ExportedJpeg> {
    const before = drawing.downloads.length;
    await user.click(screen.getByRole('button', { name: 'Descargar JPEG' }));
    await vi.waitFor(() => expect(drawing.downloads).toHaveLength(before + 1));
    return drawing.jpegs.at(-1) as ExportedJpeg;
  }

  const texts = (jpeg: ExportedJpeg) => callsOf(jpeg.calls, 'fillText').map((call) => call.args[0]);

  it('uploads the start photo with its percentage, waits for the processed photo and shows it, in the grid too', async () => {
    stubXhr();
    let processed = false;
    const routes: Record<string, Route> = {
      [`POST ${RETO}/me/photos`]: { status: 201, body: ticket('startLine', START_PHOTO) },
      [`GET ${RETO}/me`]: () => ({ status: 200, body: { participation: aParticipation({ step: 1, goalTime: '01:45:00', startLinePhoto: processed ? START_PHOTO : null }) } }),
      [`GET ${gridPath('startLine')}`]: () => ({ status: 200, body: { photos: processed ? [gridPhoto(1, { url: START_PHOTO, athleteName: 'Lucía', athleteLastName: 'Hernández' })] : [] } }),
    };
    const calls = stubApi(routes);
    const { user, seen } = renderStep(StartLineStep, {}, aParticipation({ step: 1, goalTime: '01:45:00' }));
    expect(await screen.findByText('Aún no hay fotografías', {}, slow)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Sube tu fotografía en la linea de salida'), jpeg());
    await vi.waitFor(() => expect(FakeUpload.last).not.toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ photoType: 'startLine', contentType: 'image/jpeg', size: 10 });
    expect(FakeUpload.last).toMatchObject({ method: 'PUT', url: ticket('startLine', START_PHOTO).uploadUrl, headers: { 'content-type': 'image/jpeg' } });
    act(() => FakeUpload.last?.progress(42, 100));
    expect(await screen.findByText('Subiendo fotografía: 42%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sube tu fotografía en la linea de salida' })).toBeDisabled();

    act(() => FakeUpload.last?.finish());
    expect(await screen.findByText('Procesando fotografía…')).toBeInTheDocument();
    processed = true;
    expect(await screen.findByRole('img', { name: 'Tu fotografía en la linea de salida' }, slow)).toHaveAttribute('src', START_PHOTO);
    expect(seen.at(-1)?.startLinePhoto).toBe(START_PHOTO);
    expect(await screen.findByRole('img', { name: 'Fotografía de Lucía Hernández' }, slow)).toHaveAttribute('src', START_PHOTO);
    expect(screen.queryByText('Procesando fotografía…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sube tu fotografía en la linea de salida' })).toBeEnabled();
  });

  it('refuses a file that is no photo or too heavy before asking the API, in Spanish', async () => {
    const calls = stubApi({ [`GET ${gridPath('startLine')}`]: { status: 200, body: emptyPage } });
    renderStep(StartLineStep, {}, aParticipation({ step: 1 }));
    const input = screen.getByLabelText('Sube tu fotografía en la linea de salida');
    fireEvent.change(input, { target: { files: [new File(['gif'], 'foto.gif', { type: 'image/gif' })] } });
    await vi.waitFor(() => expect(toast()).toHaveTextContent('Solo se aceptan imágenes JPEG, PNG, WEBP o HEIC'));
    const heavy = jpeg();
    Object.defineProperty(heavy, 'size', { value: 15 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [heavy] } });
    await vi.waitFor(() => expect(toast()).toHaveTextContent('La fotografía debe pesar menos de 15 MB'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('pages the grid of finishers 100 at a time with their times, and plays the finish audio', async () => {
    const first = Array.from({ length: 100 }, (_, i) => gridPhoto(200 - i, { finishTime: '01:00:00' }));
    const calls = stubApi({
      [`GET ${gridPath('finishLine')}`]: { status: 200, body: { photos: first, cursor: first.at(-1)?.photoId } },
      [`GET ${gridPath('finishLine', first.at(-1)?.photoId)}`]: { status: 200, body: { photos: [gridPhoto(1, { athleteName: 'Marta', finishTime: '00:58:07' })] } },
    });
    const { user } = renderStep(FinishLineStep, { finishAudio: '/media/reto-media/1-2-3/finishAudio/meta.mp3' }, aParticipation({ step: 3 }));
    expect(await screen.findByRole('heading', { name: 'Atletas en la meta' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getAllByRole('img', { name: /^Fotografía de Atleta/ })).toHaveLength(100), slow);
    // A labelled play button, never a bare native player reading '0:00 / 0:00'.
    expect(document.querySelector('audio')).toHaveAttribute('src', '/media/reto-media/1-2-3/finishAudio/meta.mp3');
    expect(document.querySelector('audio[controls]')).toBeNull();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    onTestFinished(() => play.mockRestore());
    await user.click(screen.getByRole('button', { name: 'Reproducir: Audio de meta' }));
    expect(play).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Mostrar más' }));
    expect(await screen.findByText('Marta Prueba')).toBeInTheDocument();
    expect(screen.getByText('00:58:07')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Fotografía de / })).toHaveLength(101);
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(gridPath('finishLine', first.at(-1)?.photoId));
  });

  it("draws the start photo's race bib with the athlete's number and 'Voy por … kilómetros en …', and the goal time", async () => {
    stubApi({ [`GET ${gridPath('startLine')}`]: { status: 200, body: emptyPage } });
    const reto = { distance: 21.1, raceNumberImage: '/media/bib-1025x820.webp', raceNumberFontColor: '#1122ff', startAudio: '/media/salida.mp3' };
    const { user } = renderStep(StartLineStep, reto, aParticipation({ step: 1, goalTime: '01:45:00', raceNumber: '7', startLinePhoto: START_PHOTO }));
    expect(screen.getByRole('button', { name: 'Reproducir: Audio de salida' })).toBeInTheDocument();
    expect(document.querySelector('audio')).toHaveAttribute('src', '/media/salida.mp3');
    await user.click(screen.getByRole('button', { name: 'Editar fotografía' }));
    await screen.findByRole('img', { name: 'Vista previa de la fotografía' }, slow);

    const photo = await download(user);

    expect(photo).toMatchObject({ width: 1200, height: 800 });
    // The line is broken in two so it can be read (it was one line about 9 px tall).
    expect(texts(photo)).toEqual(['Tiempo Objetivo 01:45:00', '7', 'Voy por 21.1', 'kilómetros en 01:45:00']);
    const bib = callsOf(photo.calls, 'drawImage').find((call) => (call.args[0] as { src?: string }).src === '/media/bib-1025x820.webp');
    expect(bib?.args.slice(1)).toEqual([15, 449, 420, 336]);
    expect(callsOf(photo.calls, 'fillText').find((call) => call.args[0] === '7')?.fillStyle).toBe('#1122ff');
    expect(drawing.downloads.at(-1)?.fileName).toBe('foto-salida.jpg');
  });

  it('leaves out the line of a reto run for a time, offers the reto frame, crops and undoes back to the original', async () => {
    stubApi({ [`GET ${gridPath('startLine')}`]: { status: 200, body: emptyPage } });
    const reto = { eventType: 'byTime' as const, frameImage: '/media/marco-reto-1500x1000.webp' };
    const { user } = renderStep(StartLineStep, reto, aParticipation({ step: 1, goalTime: '01:45:00', startLinePhoto: START_PHOTO }));
    await user.click(screen.getByRole('button', { name: 'Editar fotografía' }));
    await screen.findByRole('img', { name: 'Vista previa de la fotografía' }, slow);
    for (const name of ['Sin marco', 'Blanco', 'Negro', 'Marco del reto']) expect(screen.getByRole('button', { name })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Marco del reto' }));
    await user.click(screen.getByRole('button', { name: 'Cortar' }));
    await user.click(screen.getByRole('button', { name: '1:1 cuadrado' }));
    expect(screen.getByTestId('crop-area')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar JPEG' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Terminar' }));
    const cropped = await download(user);
    expect(cropped).toMatchObject({ width: 800, height: 800 });
    expect(texts(cropped)).toEqual(['Tiempo Objetivo 01:45:00', '7']);
    const frame = callsOf(cropped.calls, 'drawImage').find((call) => (call.args[0] as { src?: string }).src === '/media/marco-reto-1500x1000.webp');
    expect(frame?.args.slice(1)).toEqual([0, 0, 800, 800]);

    await user.click(screen.getByRole('button', { name: '16:9 horizontal' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    const original = await download(user);
    expect(original).toMatchObject({ width: 1200, height: 800 });
    expect(callsOf(original.calls, 'drawImage').some((call) => (call.args[0] as { src?: string }).src === '/media/marco-reto-1500x1000.webp')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('img', { name: 'Vista previa de la fotografía' })).not.toBeInTheDocument();
  });

  it("draws the finish photo's medal with the finish time where the organizer placed it, in its colour", async () => {
    stubApi({ [`GET ${gridPath('finishLine')}`]: { status: 200, body: emptyPage } });
    const reto = { medalImage: '/media/medalla-400x400.webp', showMedalTime: true, medalFontColor: '#ff0000', medalTextHorizontal: 1, medalTextVertical: 1.5 };
    const { user } = renderStep(FinishLineStep, reto, aParticipation({ step: 3, finishTime: '00:58:07', finishLinePhoto: FINISH_PHOTO }));
    await user.click(screen.getByRole('button', { name: 'Editar fotografía' }));
    await screen.findByRole('img', { name: 'Vista previa de la fotografía' }, slow);

    const photo = await download(user);

    const medal = callsOf(photo.calls, 'drawImage').find((call) => (call.args[0] as { src?: string }).src === '/media/medalla-400x400.webp');
    expect(medal?.args.slice(1)).toEqual([15, 425, 360, 360]);
    const time = callsOf(photo.calls, 'fillText').filter((call) => call.args[0] === '00:58:07');
    expect(time.map((call) => [call.fillStyle, call.args[1], call.args[2]])).toEqual([['#ff0000', 195, 695]]);
    expect(texts(photo)).toContain('Mi tiempo 00:58:07');
    expect(drawing.downloads.at(-1)?.fileName).toBe('foto-meta.jpg');
  });

  it('counts the evidence photos sent, shows them, and says the API’s refusal in Spanish', async () => {
    stubXhr();
    const evidence = { photoId: '00mwxr59gt-eb7a830d', photoType: 'evidence', url: '/media/evidencia.jpg' };
    stubApi({
      [`GET ${RETO}/me/photos`]: { status: 200, body: { photos: [evidence, { ...evidence, photoId: '00mwxr59aa-eb7a830d', photoType: 'startLine', url: START_PHOTO }] } },
      [`POST ${RETO}/me/photos`]: { status: 409, body: { code: 'RESULTS_BLOCKED', message: 'El evento no admite el registro de tiempos por ahora' } },
    });
    const { user } = renderStep(EvidencePhotoUpload, { admitResults: true }, aParticipation({ step: 2, evidencePhotos: 1 }));
    expect(screen.getByText('1 fotografía de evidencia enviada')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getAllByRole('img', { name: 'Fotografía de evidencia' })).toHaveLength(1));

    await user.upload(screen.getByLabelText('Sube una fotografía de tu evidencia'), jpeg());
    await vi.waitFor(() => expect(toast()).toHaveTextContent('El evento no admite el registro de tiempos por ahora'));
    expect(FakeUpload.last).toBeNull();
    expect(screen.getByRole('button', { name: 'Sube una fotografía de tu evidencia' })).toBeEnabled();
  });
});

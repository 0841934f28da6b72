// Race photos of the finished demo race: the first finishers of each modality, photographed as they
// approach the line and as they cross it, uploaded as a photographer's system would (timing key,
// presigned PUT). The S3 trigger records them by the time taken, so the top finishers' athlete
// details show photos.
import type { PhotoUploadTicket } from '@shared/accounts/account-schemas';
import type { EventPhoto } from '@shared/media/event-photo';
import { waitForProgress } from '../progress-wait';
import type { SeedStep } from '../seed-demo';
import type { DemoEventState } from './demo-event-api';
import { finishedInfo } from './demo-event-catalog';
import { finishedRace } from './demo-events';
import { renderPhoto, type PhotoScene } from './demo-photo-image';
import { readDemoState, writeDemoState } from './demo-state';
import type { GeneratedRace } from './race-generator';
import { apiCaller } from './seed-api';

const FINISHERS_PER_MODALITY = 7;
/** Two shots per finisher, 42 photos for the three modalities, in both orientations. */
const shots = [
  { orientation: 'portrait', beforeLineMs: 6_000 },
  { orientation: 'landscape', beforeLineMs: 0 },
] as const;

interface DemoPhoto {
  bib: string;
  takenAtMs: number;
  scene: PhotoScene;
}

/** Reads come in time order and each modality has one gun, so the first to cross are its leaders. */
function demoPhotos(race: GeneratedRace): DemoPhoto[] {
  const modalityOf = new Map(race.athletes.map((athlete) => [athlete.bib, athlete.modalidad]));
  const described = new Map(race.modalidades.map((m) => [m.codigoModalidad, m.descripcionModalidad]));
  const photographed = new Set<string>();
  const perModality = new Map<string, number>();
  const photos: DemoPhoto[] = [];
  for (const read of race.reads) {
    const modalidad = modalityOf.get(read.bib ?? '');
    if (read.point !== 'META' || !read.bib || !modalidad || photographed.has(read.bib)) continue;
    const count = perModality.get(modalidad) ?? 0;
    if (count === FINISHERS_PER_MODALITY) continue;
    perModality.set(modalidad, count + 1);
    photographed.add(read.bib);
    const caption = `${finishedInfo.nombreEvento} · ${described.get(modalidad) ?? modalidad}`;
    for (const shot of shots) {
      const hue = (photos.length * 47) % 360;
      const scene = { bib: read.bib, modalidad, caption, orientation: shot.orientation, hue };
      photos.push({ bib: read.bib, takenAtMs: Date.parse(read.time) - shot.beforeLineMs, scene });
    }
  }
  return photos;
}

async function upload(url: string, event: DemoEventState, photo: DemoPhoto): Promise<void> {
  const jpeg = await renderPhoto(photo.scene);
  const timing = apiCaller(url, { 'x-api-key': event.timingKey });
  const request = { contentType: 'image/jpeg', size: jpeg.length, takenAt: new Date(photo.takenAtMs).toISOString() };
  const ticket = await timing.call<PhotoUploadTicket>('POST', `/api/timing/events/${event.eventId}/photo-uploads`, request);
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: jpeg });
  if (!put.ok) throw new Error(`PUT ${ticket.key} → ${put.status} ${await put.text()}`);
}

async function isRecorded(url: string, eventId: number, photo: DemoPhoto): Promise<boolean> {
  const response = await fetch(`${url}/api/events/${eventId}/athletes/${photo.bib}`);
  if (!response.ok) return false;
  const { photos } = (await response.json()) as { photos: EventPhoto[] };
  return photos.some((recorded) => recorded.horaAjustada === Math.floor(photo.takenAtMs / 1000));
}

/**
 * The trigger resizes every photo twice, one photo after another on a busy machine: the demo is ready
 * once the details list them all, however long that takes while they keep coming.
 */
async function waitUntilRecorded(url: string, eventId: number, photos: DemoPhoto[], signal?: AbortSignal): Promise<void> {
  let pending = photos;
  await waitForProgress({
    signal,
    async check() {
      const recorded = await Promise.all(pending.map((photo) => isRecorded(url, eventId, photo)));
      pending = pending.filter((_, index) => !recorded[index]);
      return pending.length;
    },
    stalled: (left, minutes) => `${left} de ${photos.length} fotos de demostración sin registrar: ninguna más se registró en ${minutes} min`,
  });
}

export const demoPhotosStep: SeedStep = {
  id: 'fotos',
  needs: ['eventos'],
  name: 'fotos de la llegada de la carrera terminada',
  async run(context) {
    const state = await readDemoState(context);
    const event = state.finished;
    if (!event) throw new Error('Las fotos de demostración necesitan el evento terminado del paso anterior');
    if (state.photosOf === event.eventId) return;
    const photos = demoPhotos(finishedRace(context.demoAthletes));
    for (const photo of photos) await upload(context.url, event, photo);
    await waitUntilRecorded(context.url, event.eventId, photos, context.signal);
    await writeDemoState(context, { ...state, photosOf: event.eventId });
  },
};

// The demo seed when one of its steps fails, on a local cloud of its own with a data directory: the
// timing API refuses the race photos (a route table that swaps that one handler), every step that
// does not need the photos still runs (accounts, events, registration, staff, organizer webs,
// registrants, retos), the demo state keeps the failure, the start's banner names what is missing
// and how to get it, and the next start on the same data completes the photos without making again
// what the first one made.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPhoto } from '@shared/media/event-photo';
import type { HostedSite } from '@shared/sites/site-api';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { plannedDemoSteps } from '@infra/local/seed-demo';
import { startBanner } from '@infra/local/seed/demo-banner';
import { finishedRace } from '@infra/local/seed/demo-events';
import { readDemoState, type DemoState } from '@infra/local/seed/demo-state';
import { callApi } from '../../support/accounts';
import { spawnLocalCloud, type CloudProcess } from '../../support/local-cloud-process';

// A small finished race (what is checked is which steps run again); the registrants' plan keeps the
// size the staff's changes need.
const ATHLETES = 12;
const REGISTRANTS = 50;
const seedArgs = ['--demo-athletes', String(ATHLETES), '--demo-registrants', String(REGISTRANTS), '--rate-limit-factor', '1000'];
const refusedPhotos = ['--routes', 'tests/integration/local-cloud/fixtures/refused-photos-routes.ts'];
const steps = plannedDemoSteps({ demoRetos: true, demoRegistrants: REGISTRANTS });
// A start with the whole seed, retos included, on a busy machine: minutes, not seconds.
const A_START = 20 * 60_000;

let dataDir: string;
let cloud: CloudProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'demo-reanudada-'));
});

afterAll(async () => {
  await cloud?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The first finisher of the finished race: the photos step photographs them first. */
const photographedBib = () => finishedRace(ATHLETES).reads.find((read) => read.point === 'META' && read.bib)!.bib!;

async function photosOf(url: string, state: DemoState): Promise<EventPhoto[]> {
  const { status, body } = await callApi<{ photos: EventPhoto[] }>(url, `/api/events/${state.finished!.eventId}/athletes/${photographedBib()}`);
  expect(status).toBe(200);
  return body.photos;
}

const banner = (url: string, state: DemoState) => startBanner(url, state, { steps, pending: [] });

describe('a demo whose race photos are refused', () => {
  let first: DemoState;

  it('still makes every step that does not need the photos, keeps the failure, and its banner names what is missing', async () => {
    cloud = await spawnLocalCloud([...seedArgs, '--data-dir', dataDir, ...refusedPhotos]);
    first = await readDemoState({ stateDir: dataDir });

    expect(first.steps?.fotos).toEqual({ status: 'failed', at: expect.any(String), error: expect.stringContaining('403') });
    const others = steps.filter((step) => step.id !== 'fotos').map((step) => step.id);
    expect(others).toEqual(['cuentas', 'entrenamiento', 'eventos', 'inscripciones', 'grupo', 'lista-espera', 'traspaso', 'personal', 'webs', 'web-resultados', 'inscritos', 'retos']);
    for (const id of others) expect(first.steps?.[id]?.status, id).toBe('done');

    // What those steps made is there for a visitor: the organizer web, the registrants, the retos.
    const site = await callApi<HostedSite>(cloud.url, '/api/sites/by-host/primavera.localhost');
    expect(site.status).toBe(200);
    expect(site.body.site.title).toBe('Carrera de la Primavera de Puebla');
    expect(first.registrants).toMatchObject({ eventId: first.spring!.eventId, done: REGISTRANTS, staffChanges: true });
    for (const eventId of [first.retos!.open, first.retos!.ended]) {
      const reto = await callApi<VirtualEventView>(cloud.url, `/api/retos/${eventId}`);
      expect(reto.status).toBe(200);
    }
    expect(await photosOf(cloud.url, first)).toEqual([]);

    const text = banner(cloud.url, first);
    expect(text).toContain(`Web de organizador ${cloud.url.replace('://localhost', '://primavera.localhost')}`);
    expect(text).toContain(`Retos virtuales    ${cloud.url}/retos/${first.retos!.open} (abierto)`);
    expect(text).toContain(`Inscritos          ${REGISTRANTS} en el evento Próximo de Puebla`);
    expect(text).toContain('Falta parte de los datos de demostración:');
    expect(text).toMatch(/\n {4}- fotos de la llegada de la carrera terminada: falló: .*403.*\n/);
    expect(text).toContain('Vuelve a ejecutar npm start: se completará lo que falta, sin repetir lo que ya está.');
    expect(text.match(/\n {4}- /g)).toHaveLength(1);
    await cloud.stop();
    cloud = undefined;
  }, A_START);

  it('is completed by the next start on the same data, which makes again nothing the first one made', async () => {
    cloud = await spawnLocalCloud([...seedArgs, '--data-dir', dataDir]);
    const second = await readDemoState({ stateDir: dataDir });

    for (const step of steps) expect(second.steps?.[step.id]?.status, step.id).toBe('done');
    expect(second.photosOf).toBe(first.finished!.eventId);
    expect((await photosOf(cloud.url, second)).length).toBeGreaterThan(0);
    // Only the steps that keep something up on each start ran again (the accounts, the live race and its cronometrista, today's prices).
    for (const id of ['entrenamiento', 'grupo', 'lista-espera', 'traspaso', 'webs', 'web-resultados', 'inscritos', 'retos']) expect(second.steps?.[id], id).toEqual(first.steps?.[id]);
    expect(second.retos).toEqual(first.retos);
    expect(second.spring).toEqual(first.spring);

    const text = banner(cloud.url, second);
    expect(text).not.toContain('Falta parte');
    expect(text).toContain('Web de organizador');
  }, A_START);
});

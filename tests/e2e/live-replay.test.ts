import { spawn } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateRace, type GeneratedRace } from '@infra/local/seed/race-generator';
import type { EventSummary } from '@shared/results/event-schemas';
import type { StandingsPage } from '@shared/results/result-row';
import { callApi, signedUpAthlete } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { readsCsvFile } from '../support/race-files';
import { newEventInfo } from '../support/timed-events';

const cloudUrl = inject('cloudUrl');

let browser: Browser;
let race: GeneratedRace;
let eventId: number;
let timingKey: string;

/** The finishing order per modality, computed here from the reads with the spec's rules alone. */
function expectedOrder(): Map<string, string[]> {
  const gunOf = new Map(race.modalidades.map((m) => [m.codigoModalidad, Date.parse(`${m.hSalidas[0]!.hS.replace(' ', 'T')}-06:00`)]));
  const finishes = new Map<string, number>();
  for (const read of race.reads.filter((r) => r.point === 'META')) {
    const at = Date.parse(read.time);
    const first = finishes.get(read.bib!);
    if (first === undefined || at < first) finishes.set(read.bib!, at);
  }
  const order = new Map<string, { bib: string; official: number }[]>();
  for (const athlete of race.athletes) {
    const finish = finishes.get(athlete.bib);
    if (finish === undefined) continue;
    const list = order.get(athlete.modalidad) ?? [];
    list.push({ bib: athlete.bib, official: finish - gunOf.get(athlete.modalidad)! });
    order.set(athlete.modalidad, list);
  }
  return new Map([...order].map(([mod, list]) => [mod, list.sort((a, b) => a.official - b.official).map((x) => x.bib)]));
}

async function generalStandings(modalidad: string): Promise<string[]> {
  const bibs: string[] = [];
  for (let page = 1; ; page++) {
    const res = await callApi<StandingsPage>(cloudUrl, `/api/events/${eventId}/results?modalidad=${modalidad}&view=general&page=${page}`);
    expect(res.status).toBe(200);
    bibs.push(...res.body.rows.map((row) => row.num));
    if (page >= res.body.pageCount) return bibs;
  }
}

function replay(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const args = ['tsx', 'bin/timing-replay.ts', '--event', String(eventId), '--key', timingKey, '--file', file, '--speed', '400', '--url', cloudUrl];
    const child = spawn('npx', args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', reject);
  });
}

beforeAll(async () => {
  const { token } = await signedUpAthlete(cloudUrl);
  const info = newEventInfo({ nombreEvento: 'Carrera Replay', fechaEvento: '2026-03-01', eventoDisponible: 4 });
  race = generateRace({ seed: 11, athletes: 120, info, utcOffset: '-06:00' });
  const created = await callApi<EventSummary>(cloudUrl, '/api/events', { method: 'POST', token, body: info });
  eventId = created.body.iDEvento;
  await callApi(cloudUrl, `/api/events/${eventId}/sections/modalidades`, { method: 'PUT', token, body: race.modalidades });
  await callApi(cloudUrl, `/api/events/${eventId}/sections/puntosControl`, { method: 'PUT', token, body: race.puntosControl });
  const key = await callApi<{ key: string }>(cloudUrl, `/api/events/${eventId}/timing-keys`, { method: 'POST', token, body: { label: 'e2e' } });
  timingKey = key.body.key;
  const stored = await fetch(`${cloudUrl}/api/timing/events/${eventId}/athletes`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-api-key': timingKey },
    body: JSON.stringify({ athletes: race.athletes }),
  });
  expect(stored.status).toBe(200);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('a timing system replaying a race', () => {
  it('moves the live page without a reload, and the final standings follow the rules', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${cloudUrl}/live/evento_${eventId}`);
    await page.getByText(/Finalistas de/).first().waitFor();
    await page.evaluate(() => Object.assign(globalThis, { sinRecargar: true }));

    expect(await replay(readsCsvFile(race.reads))).toBe(0);

    const finishers = [...expectedOrder().values()].reduce((sum, list) => sum + list.length, 0);
    const caption = page.getByText(`Finalistas de ${race.athletes.length} atletas participando`);
    const count = caption.locator('xpath=preceding-sibling::*[1]');
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe(String(finishers));
    expect(await page.evaluate(() => (globalThis as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/live-replay.png`, fullPage: true });

    for (const [modalidad, bibs] of expectedOrder()) expect(await generalStandings(modalidad)).toEqual(bibs);
  });
});

// The manual timing app at a 30,000-runner race (docs/benchmarks.md): a generated race's start list,
// the app paired with the event's key in a scripted phone-sized Chromium, 1,000 finishers tapped with
// their bib typed, the network cut for the middle half of the taps, then back until everything is
// sent; what the server answered, and the standings once they caught up.
import { performance } from 'node:perf_hooks';
import type { Page, Response } from 'playwright-core';
import { toLocalDateTime } from '@shared/results/local-time';
import type { FeedEvent, FeedStandings } from '@shared/results/feed-schemas';
import { feedPaths } from '@shared/results/feed-api';
import { timingAppUrl } from '@shared/timing/manual-timing-app';
import type { IngestAnswer } from '@shared/timing/timing-schemas';
import { generateRace } from '@infra/local/seed/race-generator';
import { launchChromium } from '../support/browser';
import { deviceRecords, workerReady, type PageGlobals } from '../support/timing-app-page';
import { newEventInfo } from '../support/timed-events';
import { withBenchCloud } from './bench-cloud';
import { createBenchEvent } from './bench-event';
import { buildWeb } from './build-web';

export const MANUAL_ATHLETES = 30_000;
export const FINISHERS = 1000;
const UTC_OFFSET = '-06:00';
const ZONE = 'America/Mexico_City';
/** How long the app and the standings may take to get there before the run is called failed. */
const PATIENCE_MS = 600_000;

export interface ManualTimingRun {
  athletes: number;
  taps: number;
  tapsOffline: number;
  tapSeconds: number;
  readsSent: number;
  accepted: number;
  duplicates: number;
  rejected: number;
  requests: number;
  drainMs: number;
  standingsMs: number;
  finishers: number;
  finishTimesMatching: number;
  orderMatching: boolean;
}

/** Today and a gun an hour ago, on the race's wall clock: the taps are this morning's finishes. */
function raceNow(): { fecha: string; gun: string } {
  const local = new Date(Date.now() - 60 * 60_000 - 6 * 60 * 60_000).toISOString();
  return { fecha: local.slice(0, 10), gun: local.slice(11, 19) };
}

const countOf = (page: Page, label: string) => page.getByTestId(`cuenta-${label}`).locator('strong').innerText();

async function feedJson<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} → ${answer.status}`);
  return (await answer.json()) as T;
}

/** Every general list's rows, by modality, in ranking order. */
async function generalRows(url: string, eventId: number): Promise<Map<string, FeedStandings['rows']>> {
  const event = await feedJson<FeedEvent>(`${url}${feedPaths.event(eventId)}`);
  const byModality = new Map<string, FeedStandings['rows']>();
  for (const { codigoModalidad, listas } of event.modalidades) {
    const general = listas.find(({ view }) => view === 'general');
    const rows: FeedStandings['rows'] = [];
    for (let page = 1; page <= (general?.pageCount ?? 0); page++) {
      const query = new URLSearchParams({ modalidad: codigoModalidad, view: 'general', page: String(page) });
      rows.push(...(await feedJson<FeedStandings>(`${url}${feedPaths.standings(eventId)}?${query}`)).rows);
    }
    byModality.set(codigoModalidad, rows);
  }
  return byModality;
}

export async function measureManualTiming(): Promise<ManualTimingRun> {
  buildWeb();
  return withBenchCloud(async ({ url }) => {
    const { fecha, gun } = raceNow();
    const race = generateRace({ seed: 2026, athletes: MANUAL_ATHLETES, info: newEventInfo({ fechaEvento: fecha, eventoDisponible: 4 }), utcOffset: UTC_OFFSET, firstGun: gun });
    console.error(`  manual_timing: lista de salida de ${MANUAL_ATHLETES} atletas`);
    const { event } = await createBenchEvent(url, race);
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-MX' });
      const page = await context.newPage();
      const answers: IngestAnswer[] = [];
      let readsSent = 0;
      page.on('response', (response: Response) => {
        if (response.request().method() !== 'POST' || !response.url().endsWith(`/api/timing/events/${event.eventId}/reads`) || !response.ok()) return;
        readsSent += (JSON.parse(response.request().postData() ?? '{"reads":[]}') as { reads: unknown[] }).reads.length;
        void response.json().then((answer: IngestAnswer) => answers.push(answer));
      });
      await page.goto(timingAppUrl(url, event.eventId, { key: event.timingKey, label: 'Meta' }));
      await page.getByText(`Lista de salida: ${MANUAL_ATHLETES.toLocaleString('es-MX')} atletas`).waitFor({ timeout: PATIENCE_MS });
      await workerReady(page);

      // Finishers in a fixed order from the start list; the middle half tapped with the network cut.
      const bibs = race.athletes.filter((_, index) => index % Math.floor(MANUAL_ATHLETES / FINISHERS) === 0).slice(0, FINISHERS).map(({ bib }) => bib);
      const field = page.getByLabel('Número', { exact: true });
      const started = performance.now();
      let reconnected = 0;
      for (const [index, bib] of bibs.entries()) {
        if (index === FINISHERS / 4) await context.setOffline(true);
        if (index === (3 * FINISHERS) / 4) {
          await context.setOffline(false);
          reconnected = performance.now();
        }
        await field.fill(bib);
        await field.press('Enter');
      }
      const tapSeconds = (performance.now() - started) / 1000;
      // No function declared inside: the bundler would name it with a helper the page does not have.
      const sentAll = (total: string) => {
        const { document } = globalThis as unknown as PageGlobals;
        return (
          document.querySelector('[data-testid="cuenta-Enviadas"] strong')?.textContent === total &&
          document.querySelector('[data-testid="cuenta-Pendientes"] strong')?.textContent === '0'
        );
      };
      await page.waitForFunction(sentAll, FINISHERS.toLocaleString('es-MX'), { timeout: PATIENCE_MS, polling: 100 });
      const drainMs = performance.now() - reconnected;
      console.error(`  manual_timing: ${await countOf(page, 'Enviadas')} enviadas; esperando la clasificación`);

      const taps = (await deviceRecords(page)).sort((a, b) => a.epochMs - b.epochMs);
      const tapOf = new Map(taps.map((tap) => [tap.bib, tap]));
      const modalityOf = new Map(race.athletes.map(({ bib, modalidad }) => [bib, modalidad]));
      const standingsStarted = performance.now();
      let rows = new Map<string, FeedStandings['rows']>();
      let finishers = 0;
      while (finishers < FINISHERS && performance.now() - standingsStarted < PATIENCE_MS) {
        rows = await generalRows(url, event.eventId);
        finishers = [...rows.values()].reduce((sum, list) => sum + list.filter(({ toMS }) => toMS > 0).length, 0);
      }
      const standingsMs = performance.now() - standingsStarted;
      const finished = [...rows.values()].flat().filter(({ toMS }) => toMS > 0);
      const finishTimesMatching = finished.filter(({ num, fhm }) => tapOf.has(num) && fhm === toLocalDateTime(tapOf.get(num)!.epochMs, ZONE)).length;
      const orderMatching = [...rows].every(([modalidad, list]) => {
        const ranked = list.filter(({ toMS }) => toMS > 0).map(({ num }) => num);
        const tapped = taps.filter(({ bib }) => modalityOf.get(bib) === modalidad).map(({ bib }) => bib);
        return ranked.join() === tapped.join();
      });
      return {
        athletes: MANUAL_ATHLETES,
        taps: taps.length,
        tapsOffline: FINISHERS / 2,
        tapSeconds,
        readsSent,
        accepted: answers.reduce((sum, answer) => sum + answer.accepted, 0),
        duplicates: answers.reduce((sum, answer) => sum + answer.duplicates, 0),
        rejected: answers.reduce((sum, answer) => sum + answer.rejected.length, 0),
        requests: answers.length,
        drainMs,
        standingsMs,
        finishers,
        finishTimesMatching,
        orderMatching,
      };
    } finally {
      await browser.close();
    }
  });
}

// A generated race with every read in but the last finishes, as a live page sees the end of a race;
// and what downloading its full standings costs.
import type { Modality } from '../../shared/results/event-schemas';
import type { StandingsPage } from '../../shared/results/result-row';
import type { TimingRead } from '../../shared/timing/timing-schemas';
import { sendReads } from '../../infra/local/seed/demo-event-api';
import { benchRace, createBenchEvent, type BenchEvent } from './bench-event';

export interface RaceAwaitingFinishes {
  event: BenchEvent;
  modalidades: Modality[];
  /** One finish read per athlete still out, in the order they cross the line. */
  finishes: TimingRead[];
}

const isFinish = (read: TimingRead) => read.point === 'META';

/** The last `count` athletes to finish are held back, with any double read of their finish. */
export async function raceAwaitingFinishes(cloudUrl: string, athletes: number, count: number): Promise<RaceAwaitingFinishes> {
  const race = benchRace(athletes);
  const firstFinishes = new Map<string | undefined, TimingRead>();
  for (const read of race.reads.filter(isFinish)) if (!firstFinishes.has(read.bib)) firstFinishes.set(read.bib, read);
  const finishes = [...firstFinishes.values()].slice(-count);
  const held = new Set(finishes.map((read) => read.bib));
  const event = await createBenchEvent(cloudUrl, race);
  await sendReads(cloudUrl, event, race.reads.filter((read) => !(isFinish(read) && held.has(read.bib))));
  return { event, modalidades: race.modalidades, finishes };
}

export interface StandingsBytes {
  bytes: number;
  pages: number;
}

/** Every general-view page of every modality, as the results route serves them. */
export async function generalStandingsBytes(cloudUrl: string, eventId: number, modalidades: Modality[]): Promise<StandingsBytes> {
  let bytes = 0;
  let pages = 0;
  for (const { codigoModalidad } of modalidades) {
    for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
      const query = new URLSearchParams({ modalidad: codigoModalidad, view: 'general', page: String(page) });
      const res = await fetch(`${cloudUrl}/api/events/${eventId}/results?${query}`);
      const text = await res.text();
      if (!res.ok) throw new Error(`GET results → ${res.status} ${text}`);
      bytes += Buffer.byteLength(text);
      pages += 1;
      pageCount = (JSON.parse(text) as StandingsPage).pageCount;
    }
  }
  return { bytes, pages };
}

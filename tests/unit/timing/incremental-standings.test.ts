import { describe, expect, it } from 'vitest';
import { buildStandings, type StandingsConfig } from '@lambdas/timing/build-standings';
import { EventStandings } from '@lambdas/timing/event-standings';
import { passListChanges, type HeldPassLists } from '@lambdas/timing/pass-list-changes';
import type { QueuedRead } from '@lambdas/results/standings-queue';
import { LIVE_PASSES } from '@shared/results/checkpoints';
import { withSectionDefaults } from '@shared/results/event-sections';
import { generateRace } from '@infra/local/seed/race-generator';
import { randomSource } from '@infra/local/seed/random-source';
import { newEventInfo } from '../../support/timed-events';

// A generated race whose reads arrive in a random order, in batches of random sizes, some sent twice:
// the standings kept between refreshes (rows inserted where they rank, the live table's lists patched)
// must equal, after every batch, the standings and lists built whole from the reads stored so far.
const race = generateRace({ seed: 7, athletes: 150, info: newEventInfo({ fechaEvento: '2030-03-01' }), utcOffset: '-06:00', clubs: true });
const config: StandingsConfig = {
  event: { zonaHoraria: race.info.zonaHoraria, fechaEvento: race.info.fechaEvento, eventType: 'standard', eventoDisponible: 2 },
  sections: withSectionDefaults({ modalidades: race.modalidades, puntosControl: race.puntosControl }),
};
const queued: QueuedRead[] = race.reads.map((read) => ({ bib: read.bib!, readId: read.readId!, codigo: read.point, lap: read.lap ?? 1, epochMs: Date.parse(read.time) }));

function shuffled<T>(items: T[], seed: number): T[] {
  const random = randomSource(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random.next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The standings built whole from the reads stored so far, each read once. */
function rebuilt(stored: QueuedRead[]) {
  const timings = new Map<string, QueuedRead[]>();
  for (const read of stored) timings.set(read.bib, [...(timings.get(read.bib) ?? []), read]);
  return buildStandings(config.event, config.sections, race.athletes, [...timings].map(([bib, passes]) => ({ bib, passes })));
}

const DEPTH = LIVE_PASSES + 1;
const modalities = config.sections.modalidades.map((modality) => modality.codigoModalidad);
const listsOf = (held: HeldPassLists) => Object.fromEntries(Object.entries(held).map(([codMod, lists]) => [codMod, Object.fromEntries(Object.entries(lists).map(([filter, { passes }]) => [filter, passes.slice(0, LIVE_PASSES)]))]));

describe('standings kept between refreshes', () => {
  it.each([1])('equal the standings and live lists built whole after every batch of reads in a random order (seed %i)', (seed) => {
    const reads = shuffled(queued, seed);
    const random = randomSource(seed * 31);
    const standings = new EventStandings(config, race.athletes, []);
    // Held one pass deeper than stored, so the passes past the hold often run out and lists are built again.
    let held = passListChanges(modalities, (codMod) => standings.rankedRows(codMod), {}, null, DEPTH).lists;
    let sent = 0;
    while (sent < reads.length) {
      const size = 1 + Math.floor(random.next() * 100);
      // A batch sent again brings reads already counted.
      const again = reads.slice(Math.max(0, sent - Math.floor(random.next() * 5)), sent);
      const batch = reads.slice(sent, sent + size);
      sent += batch.length;
      const touched = standings.update([], [], [], [...again, ...batch]);
      const rows = [...standings.rebuilt()].flatMap((bib) => standings.rankedRows(standings.builtRow(bib)?.codMod ?? '').filter((row) => row.num === bib));
      held = passListChanges([...touched], (codMod) => standings.rankedRows(codMod), held, { bibs: standings.rebuilt(), rows }, DEPTH).lists;

      const whole = rebuilt(reads.slice(0, sent));
      const wholeOf = (codMod: string) => whole.filter((row) => row.codMod === codMod);
      // As text: the order of the rows and of their fields is what a page stores.
      for (const codMod of modalities) expect(JSON.stringify(standings.rankedRows(codMod))).toBe(JSON.stringify(wholeOf(codMod)));
      expect(JSON.stringify(listsOf(held))).toBe(JSON.stringify(listsOf(passListChanges(modalities, wholeOf, {}, null).lists)));
    }
  });
});

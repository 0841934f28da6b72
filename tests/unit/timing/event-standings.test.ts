import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildStandings, type StandingsSections } from '@lambdas/timing/build-standings';
import { EventStandings, type HeldTiming } from '@lambdas/timing/event-standings';
import type { QueuedRead } from '@lambdas/results/standings-queue';
import { chipKey } from '@lambdas/timing/chip-key';
import { timingConfigSchema } from '@shared/results/event-schemas';
import { fromLocalDateTime } from '@shared/results/local-time';
import type { StartListEntry } from '@shared/timing/timing-schemas';
import { ZONE, athlete, controlPoint, modality } from '../results/factories';

const sections: StandingsSections = {
  modalidades: [modality(), modality({ codigoModalidad: '5K', descripcionModalidad: '5 kilómetros', kilometro: 5 })],
  puntosControl: [
    controlPoint({ codigo: 'K5', punto: 1, tipoControl: 2 }),
    controlPoint({ codigo: 'META', punto: 2, tipoControl: 3 }),
    controlPoint({ codigo: 'META', punto: 1, tipoControl: 3, codigoModalidad: '5K' }),
  ],
  timingConfig: timingConfigSchema.parse({}),
};
const config = { event: { zonaHoraria: ZONE, fechaEvento: '2026-03-01', eventType: 'standard' as const, eventoDisponible: 4 }, sections };
const at = (seconds: number) => fromLocalDateTime('2026-03-01 07:00:00', ZONE)! + seconds * 1000;

const bibs = ['1', '2', '3', '4', '5', '6'];
type Change =
  | { kind: 'entry'; bib: string; modalidad: '10K' | '5K'; rama: 'V' | 'F'; chip: string }
  | { kind: 'pass'; bib: string; codigo: 'K5' | 'META'; seconds: number; byChip: boolean };

const changeArbitrary: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('entry' as const), bib: fc.constantFrom(...bibs), modalidad: fc.constantFrom('10K' as const, '5K' as const), rama: fc.constantFrom('V' as const, 'F' as const), chip: fc.constantFrom('c1', 'c2', 'c3') }),
  fc.record({ kind: fc.constant('pass' as const), bib: fc.constantFrom(...bibs), codigo: fc.constantFrom('K5' as const, 'META' as const), seconds: fc.integer({ min: 600, max: 4000 }), byChip: fc.boolean() }),
);

type HeldPass = HeldTiming['passes'][number];

/** What the store holds after the changes, the keys each batch of changes touched, and the reads each stored. */
function replay(batches: Change[][]) {
  const entries = new Map<string, StartListEntry>();
  const passes = new Map<string, HeldPass[]>();
  const touched: string[][] = [];
  const entryKeys: string[][] = [];
  const reads: QueuedRead[][] = [];
  for (const batch of batches) {
    const keys: string[] = [];
    const named: string[] = [];
    const stored: QueuedRead[] = [];
    for (const change of batch) {
      if (change.kind === 'entry') {
        entries.set(change.bib, athlete({ bib: change.bib, modalidad: change.modalidad, rama: change.rama, chip: `${change.chip}-${change.bib}` }));
        keys.push(change.bib);
        named.push(change.bib);
      } else {
        const chip = entries.get(change.bib)?.chip;
        // A read by chip before the start list names it is kept under the chip.
        const key = change.byChip ? (chip ?? chipKey(`c1-${change.bib}`)) : change.bib;
        const storeKey = change.byChip && chip ? change.bib : key;
        const pass = { readId: `${storeKey}|${change.codigo}|${change.seconds}`, codigo: change.codigo, lap: 1, epochMs: at(change.seconds) };
        if (passes.get(storeKey)?.some(({ readId }) => readId === pass.readId)) continue;
        passes.set(storeKey, [...(passes.get(storeKey) ?? []), pass]);
        stored.push({ bib: storeKey, ...pass });
        keys.push(storeKey);
      }
    }
    touched.push(keys);
    entryKeys.push(named);
    reads.push(stored);
  }
  return { entries, passes, touched, entryKeys, reads };
}

const timingsOf = (passes: Map<string, HeldPass[]>) => [...passes].map(([bib, list]) => ({ bib, passes: list }));

function fullStandings(entries: Map<string, StartListEntry>, passes: Map<string, HeldPass[]>) {
  const withEarly = timingsOf(passes).map((timing) => timing);
  const chipTimings = new Map(withEarly.filter(({ bib }) => bib.startsWith('chip:')).map((timing) => [timing.bib, timing]));
  const merged = withEarly
    .filter(({ bib }) => !bib.startsWith('chip:'))
    .map((timing) => timing);
  for (const entry of entries.values()) {
    const early = entry.chip ? chipTimings.get(chipKey(entry.chip)) : undefined;
    if (!early) continue;
    const own = merged.find(({ bib }) => bib === entry.bib);
    if (own) own.passes = [...own.passes, ...early.passes];
    else merged.push({ bib: entry.bib, passes: early.passes });
  }
  return buildStandings(config.event, sections, [...entries.values()], merged);
}

const byBib = (rows: { num: string }[]) => [...rows].sort((a, b) => a.num.localeCompare(b.num));

describe('EventStandings', () => {
  const batchesArbitrary = fc.array(fc.array(changeArbitrary, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 });
  type Replayed = ReturnType<typeof replay>;
  const entriesOf = (state: Replayed, keys: string[]) => keys.flatMap((key) => state.entries.get(key) ?? []);
  const timingsOfKeys = (state: Replayed, keys: string[]) => keys.flatMap((key) => (state.passes.has(key) ? [{ bib: key, passes: state.passes.get(key)! }] : []));

  /** After each later batch, `apply` brings the standings up to it: they must equal the standings computed from scratch. */
  function holdsAfterEachBatch(apply: (standings: EventStandings, state: Replayed, batch: number) => void) {
    fc.assert(
      fc.property(batchesArbitrary, (batches) => {
        const initial = replay(batches.slice(0, 1));
        const standings = new EventStandings(config, [...initial.entries.values()], timingsOf(initial.passes));
        for (let n = 1; n < batches.length; n += 1) {
          const state = replay(batches.slice(0, n + 1));
          apply(standings, state, n);
          expect(byBib(standings.allRanked())).toEqual(byBib(fullStandings(state.entries, state.passes)));
        }
      }),
      { numRuns: 200 },
    );
  }

  it('after any sequence of start-list entries and reads, equals the standings computed from scratch', () => {
    holdsAfterEachBatch((standings, state, n) => {
      const keys = [...new Set(state.touched[n]!)];
      standings.update(keys, entriesOf(state, keys), timingsOfKeys(state, keys));
    });
  });

  it('equals the standings computed from scratch when reads arrive queued, some of them twice, and only entries are read', () => {
    holdsAfterEachBatch((standings, state, n) => {
      const keys = [...new Set(state.entryKeys[n]!)];
      // A batch sent again brings the reads of the one before as well.
      standings.update(keys, entriesOf(state, keys), timingsOfKeys(state, keys), [...state.reads[n - 1]!, ...state.reads[n]!]);
    });
  });

  it('answers the modalities whose ranking it redid: the old and the new one of an athlete who moved', () => {
    const standings = new EventStandings(config, [athlete({ bib: '1', modalidad: '10K' })], []);
    expect(standings.update(['1'], [athlete({ bib: '1', modalidad: '5K' })], [])).toEqual(new Set(['10K', '5K']));
    expect(standings.rankedRows('10K')).toEqual([]);
  });

  it('keeps the row object of an athlete nothing changed for, so its hash is not computed again', () => {
    const standings = new EventStandings(config, [athlete({ bib: '1' }), athlete({ bib: '2' })], []);
    const before = standings.builtRow('1');
    standings.update(['2'], [], [{ bib: '2', passes: [{ readId: 'r1', codigo: 'META', lap: 1, epochMs: at(1800) }] }]);
    expect(standings.builtRow('1')).toBe(before);
  });

  it("counts a chip's reads kept before the start list named it once the entry carries that chip", () => {
    const standings = new EventStandings(config, [], [{ bib: chipKey('X9'), passes: [{ readId: 'r1', codigo: 'META', lap: 1, epochMs: at(1800) }] }]);
    expect(standings.allRanked()).toEqual([]);
    standings.update(['7'], [athlete({ bib: '7', chip: 'X9' })], []);
    expect(standings.rankedRows('10K')).toMatchObject([{ num: '7', pG: 1, to: '00:30:00' }]);
  });
});

// Ranking the largest marathon's field (55,646 finishers) with every position, against a plain
// numeric sort of the same times as the in-run yardstick.
import { performance } from 'node:perf_hooks';
import { randomSource } from '@infra/local/seed/random-source';
import { rankResults } from '@shared/results/ranking';
import type { ResultRow } from '@shared/results/result-row';
import { UNRANKED } from '@shared/timing/result-builder';
import { median, round, type Bench, type Figure } from './figure';

const FINISHERS = 55_646;
const RUNS = 7;

function field(): ResultRow[] {
  const random = randomSource(2026);
  return Array.from({ length: FINISHERS }, (_, i) => {
    const toMS = Math.round(7_200_000 + random.next() * 14_400_000);
    return {
      num: String(i + 1),
      nombre: `Atleta ${i + 1}`,
      gen: random.next() < 0.4 ? 'F' : 'V',
      cat: '',
      codCat: 20 + Math.floor(random.next() * 5) * 10,
      mod: 'Maratón',
      codMod: '42K',
      to: '',
      tc: '',
      toMS,
      tcMS: toMS - Math.round(random.next() * 600_000),
      fhm: '',
      ...UNRANKED,
      registroSalida: true,
      parciales: [],
    };
  });
}

function timed(work: () => void): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

export const rankingBench: Bench = {
  name: 'ranking',
  async *run(): AsyncGenerator<Figure> {
    const rows = field();
    const rankMs: number[] = [];
    const sortMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      rankMs.push(timed(() => rankResults(rows, { byTime: false, showAll: false })));
      sortMs.push(timed(() => Float64Array.from(rows, (row) => row.toMS).sort()));
    }
    const ranked = rankResults(rows, { byTime: false, showAll: false });
    const positioned = ranked.filter((row) => row.pG > 0 && row.pR > 0 && row.pCat > 0).length;
    const rank = median(rankMs);
    yield { bench: 'ranking', figure: 'rank_all_positions_ms', value: round(rank), unit: 'ms', finishers: FINISHERS, positioned };
    yield { bench: 'ranking', figure: 'rank_vs_numeric_sort', value: round(rank / median(sortMs)), unit: 'ratio', finishers: FINISHERS };
  },
};

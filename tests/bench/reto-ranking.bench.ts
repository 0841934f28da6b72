// Ranking a reto of 30,000 participants in one pass (every position, overall, gender, category and
// relative), against a plain numeric sort of the same times as the in-run yardstick.
import { performance } from 'node:perf_hooks';
import { randomSource } from '@infra/local/seed/random-source';
import { rankParticipants, type RankingEntry } from '@shared/retos/reto-ranking';
import { median, round, type Bench, type Figure } from './figure';

const PARTICIPANTS = 30_000;
const RUNS = 7;

function field(): RankingEntry[] {
  const random = randomSource(2030);
  return Array.from({ length: PARTICIPANTS }, (_, i) => ({
    userID: `atleta-${i}`,
    gender: random.next() < 0.45 ? 'F' : 'M',
    category: ['Libre', 'Master', 'Veteranos'][Math.floor(random.next() * 3)] ?? '',
    raceNumber: String(i + 1),
    // One in ten has not recorded a time yet; one in five set no goal.
    finishSeconds: random.next() < 0.1 ? undefined : Math.round(1_500 + random.next() * 4_000),
    goalSeconds: random.next() < 0.2 ? 0 : Math.round(1_800 + random.next() * 3_600),
    finishTimeDate: new Date(Date.UTC(2030, 0, 1) + Math.floor(random.next() * 86_400_000)).toISOString(),
  }));
}

function timed(work: () => void): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

export const retoRankingBench: Bench = {
  name: 'reto_ranking',
  async *run(): AsyncGenerator<Figure> {
    const entries = field();
    const rankMs: number[] = [];
    const sortMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      rankMs.push(timed(() => rankParticipants(entries, { byTime: false })));
      sortMs.push(timed(() => Float64Array.from(entries, (entry) => entry.finishSeconds ?? 0).sort()));
    }
    const ranked = [...rankParticipants(entries, { byTime: false }).values()].filter((positions) => positions.absolute > 0).length;
    const rank = median(rankMs);
    yield { bench: 'reto_ranking', figure: 'rank_reto_all_positions_ms', value: round(rank), unit: 'ms', participants: PARTICIPANTS, ranked };
    yield { bench: 'reto_ranking', figure: 'rank_reto_vs_numeric_sort', value: round(rank / median(sortMs)), unit: 'ratio', participants: PARTICIPANTS };
  },
};

// Ranking the largest marathon's field (55,646 finishers) with every position, against a plain
// numeric sort of the same times as the in-run yardstick; and the team report of a 30,000-athlete
// modality, as a standings refresh computes it from the ranked rows.
import { performance } from 'node:perf_hooks';
import { randomSource } from '@infra/local/seed/random-source';
import { teamsConfigSchema } from '@shared/results/event-schemas';
import { rankResults } from '@shared/results/ranking';
import { teamLists } from '@shared/results/teams';
import type { ResultRow } from '@shared/results/result-row';
import { UNRANKED } from '@shared/timing/result-builder';
import { median, round, type Bench, type Figure } from './figure';

const FINISHERS = 55_646;
const RUNS = 7;
/** The largest race of the race-scale benchmark, all in one modality: the team report's worst case. */
const TEAM_ATHLETES = 30_000;
/** Athletes in a club, and how many clubs. */
const CLUB_SHARE = 0.45;
const CLUBS = 400;

function field(finishers = FINISHERS): ResultRow[] {
  const random = randomSource(2026);
  return Array.from({ length: finishers }, (_, i) => {
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
    yield* teamFigures();
  },
};

/** The team report of 30,000 ranked athletes, 45% of them in 400 clubs (names written in mixed case, as start lists do), five per team. */
function* teamFigures(): Generator<Figure> {
  const random = randomSource(7);
  const clubbed = field(TEAM_ATHLETES).map((row) =>
    random.next() < CLUB_SHARE ? { ...row, equipo: `${random.next() < 0.5 ? 'Club' : 'CLUB'} Corredores ${Math.floor(random.next() * CLUBS) + 1}` } : row,
  );
  const rankMs: number[] = [];
  for (let run = 0; run < RUNS; run++) rankMs.push(timed(() => rankResults(clubbed, { byTime: false, showAll: false })));
  const ranked = rankResults(clubbed, { byTime: false, showAll: false });
  // What the refresh hands the rule: the modality's finishers in rank order.
  const general = ranked.filter((row) => row.pG > 0).sort((a, b) => a.pG - b.pG);
  for (const agrupacion of ['mixto', 'porRama'] as const) {
    const config = teamsConfigSchema.parse({ activo: true, integrantes: 5, puntuacion: 'tiempo', agrupacion });
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(timed(() => teamLists(general, config, false)));
    const teams = teamLists(general, config, false).reduce((sum, list) => sum + list.teams.length, 0);
    const team = median(runs);
    yield { bench: 'ranking', figure: `team_standings_${agrupacion}_ms`, value: round(team), unit: 'ms', athletes: TEAM_ATHLETES, teams, integrantes: 5 };
    // Against ranking the same modality, which every refresh of it does anyway.
    yield { bench: 'ranking', figure: `team_standings_${agrupacion}_vs_rank`, value: round(team / median(rankMs)), unit: 'ratio', athletes: TEAM_ATHLETES };
  }
}

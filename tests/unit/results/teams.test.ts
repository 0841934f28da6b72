import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { teamsConfigSchema, timingConfigSchema } from '@shared/results/event-schemas';
import { rankResults } from '@shared/results/ranking';
import type { ResultRow } from '@shared/results/result-row';
import { teamLists, teamStandings, type TeamRules, type TeamStanding } from '@shared/results/teams';
import { finisher } from './factories';

const standard = { byTime: false, showAll: false };
const byTime = (rules: Partial<TeamRules> = {}): TeamRules => ({ integrantes: 2, puntuacion: 'tiempo', place: 'pG', byTime: false, ...rules });

/** Finishers of one modality, ranked: [bib, seconds, team, branch]. */
function race(entries: [string, number, string | undefined, ('V' | 'F')?][]): ResultRow[] {
  return rankResults(
    entries.map(([num, seconds, equipo, gen = 'V']) => finisher(num, seconds, { gen, ...(equipo ? { equipo } : {}) })),
    standard,
  );
}

const summary = (teams: TeamStanding[]) => teams.map((team) => [team.pos, team.equipo, team.total, team.miembros.map((member) => member.num)]);

describe('teamStandings', () => {
  it("sums each team's best N official times, lowest first, and lists the finishers counted best first", () => {
    const rows = race([
      ['1', 3000, 'Lobos'],
      ['2', 3100, 'Halcones'],
      ['3', 3200, 'Lobos'],
      ['4', 3300, 'Halcones'],
      ['5', 3400, 'Lobos'],
      ['6', 2900, undefined],
    ]);

    expect(summary(teamStandings(rows, byTime()))).toEqual([
      [1, 'Lobos', 6_200_000, ['1', '3']],
      [2, 'Halcones', 6_400_000, ['2', '4']],
    ]);
    expect(teamStandings(rows, byTime())[0]!.miembros[0]).toEqual({ num: '1', nombre: 'Ana López', gen: 'V', to: '00:00:00', toMS: 3_000_000, lugar: 2 });
  });

  it('sums places when scored by place, the lowest sum first', () => {
    // By time the Lobos win (1000 + 3500 < 3100 + 3300 s); by places the Halcones do (2 + 3 < 1 + 5).
    const rows = race([
      ['1', 1000, 'Lobos'],
      ['2', 3100, 'Halcones'],
      ['3', 3300, 'Halcones'],
      ['4', 3400, 'Otros'],
      ['5', 3500, 'Lobos'],
    ]);

    expect(summary(teamStandings(rows, byTime({ puntuacion: 'lugar' })))).toEqual([
      [1, 'Halcones', 5, ['2', '3']],
      [2, 'Lobos', 6, ['1', '5']],
      [0, 'Otros', 4, ['4']],
    ]);
    expect(summary(teamStandings(rows, byTime())).map(([, equipo]) => equipo)).toEqual(['Lobos', 'Halcones', 'Otros']);
  });

  it("breaks a tie in the sum by the Nth finisher's time, then by the team's name", () => {
    const tiedSum = race([
      ['1', 1000, 'Zorros'],
      ['2', 1100, 'Águilas'],
      ['3', 1900, 'Águilas'],
      ['4', 2000, 'Zorros'],
    ]);
    // Both sum 3000 s: the Águilas' second finisher (1900 s) beat the Zorros' (2000 s).
    expect(summary(teamStandings(tiedSum, byTime())).map(([pos, equipo]) => [pos, equipo])).toEqual([
      [1, 'Águilas'],
      [2, 'Zorros'],
    ]);

    const tiedAll = race([
      ['1', 1000, 'Zorros'],
      ['2', 1000, 'águilas'],
      ['3', 2000, 'Zorros'],
      ['4', 2000, 'águilas'],
    ]);
    // Same sum and same second finisher: the name, ignoring case and accents.
    expect(summary(teamStandings(tiedAll, byTime())).map(([pos, equipo]) => [pos, equipo])).toEqual([
      [1, 'águilas'],
      [2, 'Zorros'],
    ]);
  });

  it("breaks a tie in places by the Nth finisher's place", () => {
    const rows = race([
      ['1', 1000, 'Zorros'],
      ['2', 1100, 'Águilas'],
      ['3', 1200, 'Águilas'],
      ['4', 1300, 'Zorros'],
    ]);
    // 1 + 4 = 2 + 3: the Águilas' second finisher was third, the Zorros' fourth.
    expect(summary(teamStandings(rows, byTime({ puntuacion: 'lugar' })))).toEqual([
      [1, 'Águilas', 5, ['2', '3']],
      [2, 'Zorros', 5, ['1', '4']],
    ]);
  });

  it('lists teams with fewer than N finishers after the complete ones, without a place, those with more finishers first', () => {
    const rows = race([
      ['1', 1000, 'Solo'],
      ['2', 2000, 'Pareja'],
      ['3', 2100, 'Pareja'],
      ['4', 5000, 'Lentos'],
      ['5', 5100, 'Lentos'],
      ['6', 5200, 'Lentos'],
    ]);

    const teams = teamStandings(rows, byTime({ integrantes: 3 }));

    expect(teams.map((team) => [team.pos, team.equipo, team.completo, team.miembros.length])).toEqual([
      [1, 'Lentos', true, 3],
      [0, 'Pareja', false, 2],
      [0, 'Solo', false, 1],
    ]);
  });

  it('leaves out rows without a place, disqualified rows and rows without a team', () => {
    const rows = [
      ...race([
        ['1', 1000, 'Lobos'],
        ['2', 1100, 'Lobos'],
      ]),
      finisher('3', 900, { equipo: 'Lobos', pG: 0 }),
      finisher('4', 950, { equipo: 'Lobos', pG: 1, dq: true }),
      finisher('5', 960, { equipo: '   ', pG: 1 }),
    ];

    expect(summary(teamStandings(rows, byTime()))).toEqual([[1, 'Lobos', 2_100_000, ['1', '2']]]);
  });

  it("tells teams apart ignoring case, accents and spaces, named as the team's best finisher wrote it", () => {
    const rows = race([
      ['1', 1000, 'Club  Atlético Coyoacán'],
      ['2', 1100, 'club atletico coyoacan'],
      ['3', 1200, 'CLUB ATLÉTICO COYOACÁN'],
    ]);

    expect(summary(teamStandings(rows, byTime({ integrantes: 3 })))).toEqual([[1, 'Club  Atlético Coyoacán', 3_300_000, ['1', '2', '3']]]);
  });

  it('ranks the larger time sum first in byTime events, and still the lower place sum', () => {
    const rows = rankResults(
      [finisher('1', 9000, { equipo: 'Lejos' }), finisher('2', 8000, { equipo: 'Cerca' }), finisher('3', 8500, { equipo: 'Lejos' }), finisher('4', 3000, { equipo: 'Cerca' })],
      { byTime: true, showAll: false },
    );

    expect(summary(teamStandings(rows, byTime({ byTime: true }))).map(([, equipo, total]) => [equipo, total])).toEqual([
      ['Lejos', 17_500_000],
      ['Cerca', 11_000_000],
    ]);
    expect(summary(teamStandings(rows, byTime({ byTime: true, puntuacion: 'lugar' }))).map(([, equipo, total]) => [equipo, total])).toEqual([
      ['Lejos', 3],
      ['Cerca', 7],
    ]);
  });

  it('gives the same standings whatever the order of the rows', () => {
    const teams = ['Lobos', 'Halcones', 'Zorros', undefined];
    const arbitraryRace = fc.uniqueArray(fc.record({ seconds: fc.integer({ min: 1, max: 20_000 }), team: fc.constantFrom(...teams) }), {
      minLength: 1,
      maxLength: 40,
      selector: (entry) => entry.seconds,
    });
    fc.assert(
      fc.property(arbitraryRace, fc.integer({ min: 1, max: 5 }), fc.constantFrom('tiempo' as const, 'lugar' as const), (entries, integrantes, puntuacion) => {
        const rows = race(entries.map(({ seconds, team }, i) => [String(i + 1), seconds, team]));
        const rules = byTime({ integrantes, puntuacion });
        expect(teamStandings([...rows].reverse(), rules)).toEqual(teamStandings(rows, rules));
      }),
    );
  });

  it('counts between 1 and 20 finishers per team', () => {
    const rows = race(Array.from({ length: 25 }, (_, i): [string, number, string] => [String(i + 1), 1000 + i, 'Grande']));

    expect(teamStandings(rows, byTime({ integrantes: 1 }))[0]!.miembros.map((member) => member.num)).toEqual(['1']);
    expect(teamStandings(rows, byTime({ integrantes: 20 }))[0]!.miembros).toHaveLength(20);
    // Out of bounds (the schema refuses it; a stored value never is): held to the bounds.
    expect(teamStandings(rows, byTime({ integrantes: 0 }))[0]!.miembros).toHaveLength(1);
    expect(teamStandings(rows, byTime({ integrantes: 50 }))[0]!.miembros).toHaveLength(20);
  });
});

describe('teamLists', () => {
  const rows = race([
    ['1', 1000, 'Lobos', 'V'],
    ['2', 1100, 'Lobos', 'F'],
    ['3', 1200, 'Halcones', 'V'],
    ['4', 1300, 'Lobos', 'V'],
    ['5', 1400, 'Halcones', 'F'],
    ['6', 1500, 'Halcones', 'F'],
  ]);
  const config = (overrides: object) => teamsConfigSchema.parse({ activo: true, integrantes: 2, ...overrides });

  it('is empty while the report is off', () => {
    expect(teamLists(rows, teamsConfigSchema.parse({}), false)).toEqual([]);
  });

  it('scores mixed teams over every branch with the overall place', () => {
    const lists = teamLists(rows, config({ agrupacion: 'mixto', puntuacion: 'lugar' }), false);

    expect(lists.map(({ group, teams }) => [group, summary(teams)])).toEqual([
      [
        '',
        [
          [1, 'Lobos', 3, ['1', '2']],
          [2, 'Halcones', 8, ['3', '5']],
        ],
      ],
    ]);
  });

  it('scores the teams of each branch apart, with the place in the branch', () => {
    const lists = teamLists(rows, config({ agrupacion: 'porRama', puntuacion: 'lugar' }), false);

    expect(lists.map(({ group, teams }) => [group, summary(teams)])).toEqual([
      [
        'V',
        [
          [1, 'Lobos', 4, ['1', '4']],
          [0, 'Halcones', 2, ['3']],
        ],
      ],
      [
        'F',
        [
          [1, 'Halcones', 5, ['5', '6']],
          [0, 'Lobos', 1, ['2']],
        ],
      ],
    ]);
  });
});

describe('the team report configuration', () => {
  it('is off by default, counting 3 by time, mixed', () => {
    expect(timingConfigSchema.parse({}).equipos).toEqual({ activo: false, integrantes: 3, puntuacion: 'tiempo', agrupacion: 'mixto' });
  });

  it.each([1, 20])('takes %i finishers per team', (integrantes) => {
    expect(teamsConfigSchema.parse({ integrantes }).integrantes).toBe(integrantes);
  });

  it.each([0, 21, 2.5])('refuses %s finishers per team, in Spanish', (integrantes) => {
    const parsed = teamsConfigSchema.safeParse({ integrantes });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Cuentan de 1 a 20 finalistas por equipo');
  });
});

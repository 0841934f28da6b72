// Positions of a reto's participants (docs/retos.md §3, §9): overall, by gender and by category, fastest
// first (longest first in a byTime reto); relative by finish/goal ratio (100 without a goal); no finish time is position 0; ties told
// apart by who recorded first. Also the category an athlete's age falls in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retoCategoryOf } from '@shared/retos/reto-category';
import { finishGoalRatio, NO_GOAL_RATIO, rankParticipants, UNRANKED, type RankingEntry, type RetoPositions } from '@shared/retos/reto-ranking';
import type { RetoCategories } from '@shared/retos/reto-owner-config';

let next = 0;
function athlete(userID: string, change: Partial<RankingEntry> = {}): RankingEntry {
  next += 1;
  return { userID, gender: 'F', category: '', raceNumber: String(next), goalSeconds: 0, ...change };
}

const byDistance = { byTime: false };
const positions = (entries: RankingEntry[], pick: keyof RetoPositions, options = byDistance) =>
  Object.fromEntries([...rankParticipants(entries, options)].map(([userID, ranked]) => [userID, ranked[pick]]));

describe('rankParticipants', () => {
  it.each<[string, RankingEntry[], keyof RetoPositions, Record<string, number>]>([
    ['ranks the fastest first, overall', [athlete('b', { finishSeconds: 3000 }), athlete('a', { finishSeconds: 2900 }), athlete('c', { finishSeconds: 3100 })], 'absolute', { a: 1, b: 2, c: 3 }],
    ['gives position 0 to whoever has no finish time (absent or zero)', [athlete('a', { finishSeconds: 2900 }), athlete('none'), athlete('zero', { finishSeconds: 0 })], 'absolute', { a: 1, none: 0, zero: 0 }],
    [
      'counts each gender apart',
      [athlete('f1', { finishSeconds: 3000 }), athlete('m1', { gender: 'M', finishSeconds: 2000 }), athlete('f2', { finishSeconds: 3500 }), athlete('m2', { gender: 'M', finishSeconds: 2500 })],
      'gender',
      { f1: 1, m1: 1, f2: 2, m2: 2 },
    ],
    [
      'counts each category of a gender apart, the same name of the other gender too',
      [
        athlete('f-a', { category: 'Libre', finishSeconds: 3000 }),
        athlete('f-b', { category: 'Master', finishSeconds: 2900 }),
        athlete('f-c', { category: 'Libre', finishSeconds: 3100 }),
        athlete('m-a', { gender: 'M', category: 'Libre', finishSeconds: 2000 }),
      ],
      'category',
      { 'f-a': 1, 'f-b': 1, 'f-c': 2, 'm-a': 1 },
    ],
    [
      'breaks a tie by who recorded first, then by race number',
      [
        athlete('late', { finishSeconds: 3000, finishTimeDate: '2030-01-02T10:00:00.000Z', raceNumber: '1' }),
        athlete('early', { finishSeconds: 3000, finishTimeDate: '2030-01-02T09:00:00.000Z', raceNumber: '9' }),
        athlete('same-10', { finishSeconds: 3000, finishTimeDate: '2030-01-02T11:00:00.000Z', raceNumber: '10' }),
        athlete('same-2', { finishSeconds: 3000, finishTimeDate: '2030-01-02T11:00:00.000Z', raceNumber: '2' }),
      ],
      'absolute',
      { early: 1, late: 2, 'same-2': 3, 'same-10': 4 },
    ],
    [
      'ranks relative positions by finish over goal, the smallest ratio first',
      [
        athlete('beat-goal', { finishSeconds: 3000, goalSeconds: 3600 }),
        athlete('missed-goal', { finishSeconds: 2000, goalSeconds: 1800 }),
        athlete('fastest-no-goal', { finishSeconds: 1000 }),
        athlete('no-finish', { goalSeconds: 3600 }),
      ],
      'relative',
      { 'beat-goal': 1, 'missed-goal': 2, 'fastest-no-goal': 3, 'no-finish': 0 },
    ],
    [
      'ranks the relative positions of a gender apart',
      [athlete('f', { finishSeconds: 3000, goalSeconds: 2000 }), athlete('m', { gender: 'M', finishSeconds: 3000, goalSeconds: 2000 }), athlete('f2', { finishSeconds: 3000, goalSeconds: 6000 })],
      'relativeGender',
      { f2: 1, m: 1, f: 2 },
    ],
  ])('%s', (_case, entries, pick, expected) => {
    expect(positions(entries, pick)).toEqual(expected);
  });

  it.each<[string, RankingEntry[], keyof RetoPositions, Record<string, number>]>([
    ['ranks the longest time first', [athlete('b', { finishSeconds: 3000 }), athlete('a', { finishSeconds: 3600 }), athlete('c', { finishSeconds: 2000 }), athlete('none')], 'absolute', { a: 1, b: 2, c: 3, none: 0 }],
    [
      'still breaks a tie by who recorded first',
      [athlete('late', { finishSeconds: 3000, finishTimeDate: '2030-01-02T10:00:00.000Z' }), athlete('early', { finishSeconds: 3000, finishTimeDate: '2030-01-02T09:00:00.000Z' })],
      'absolute',
      { early: 1, late: 2 },
    ],
    [
      'ranks the highest finish over goal first, whoever has no goal last',
      [
        athlete('no-goal', { finishSeconds: 9000 }),
        athlete('beat-goal', { finishSeconds: 4000, goalSeconds: 3600 }),
        athlete('short-of-goal', { finishSeconds: 3000, goalSeconds: 3600 }),
      ],
      'relative',
      { 'beat-goal': 1, 'short-of-goal': 2, 'no-goal': 3 },
    ],
  ])('in a byTime reto, %s', (_case, entries, pick, expected) => {
    expect(positions(entries, pick, { byTime: true })).toEqual(expected);
  });

  it('answers every athlete, unranked ones with every position 0', () => {
    const ranked = rankParticipants([athlete('a', { finishSeconds: 10 }), athlete('b')], byDistance);
    expect(ranked.get('b')).toEqual(UNRANKED);
    expect(ranked.get('a')).toEqual({ absolute: 1, gender: 1, category: 1, relative: 1, relativeGender: 1, relativeCategory: 1 });
  });

  it('numbers the finishers of every list 1, 2, 3… without gaps or repeats, whatever the field', () => {
    const entry = fc.record({
      gender: fc.constantFrom<'M' | 'F'>('M', 'F'),
      category: fc.constantFrom('', 'Libre', 'Master'),
      finishSeconds: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }),
      goalSeconds: fc.constantFrom(0, 1800, 3600),
      finishTimeDate: fc.constantFrom('2030-01-01T00:00:00.000Z', '2030-01-02T00:00:00.000Z'),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), fc.boolean(), (drawn, byTime) => {
        const entries = drawn.map((each, i) => ({ ...each, userID: `u${i}`, raceNumber: String(i + 1) }));
        const ranked = rankParticipants(entries, { byTime });
        const finishers = entries.filter((each) => (each.finishSeconds ?? 0) > 0);
        const groups: [keyof RetoPositions, (each: RankingEntry) => string][] = [
          ['absolute', () => ''],
          ['gender', (each) => each.gender],
          ['category', (each) => `${each.gender}|${each.category}`],
          ['relative', () => ''],
          ['relativeGender', (each) => each.gender],
          ['relativeCategory', (each) => `${each.gender}|${each.category}`],
        ];
        for (const [pick, groupOf] of groups) {
          const byGroup = new Map<string, number[]>();
          for (const each of finishers) byGroup.set(groupOf(each), [...(byGroup.get(groupOf(each)) ?? []), ranked.get(each.userID)![pick]]);
          for (const list of byGroup.values()) expect(list.sort((a, b) => a - b)).toEqual(list.map((_, i) => i + 1));
        }
        for (const each of entries.filter((one) => !finishers.includes(one))) expect(ranked.get(each.userID)).toEqual(UNRANKED);
        // Faster is never behind slower (in a byTime reto, longer never behind shorter).
        const ahead = (a: RankingEntry, b: RankingEntry) => (byTime ? a.finishSeconds! > b.finishSeconds! : a.finishSeconds! < b.finishSeconds!);
        for (const a of finishers) for (const b of finishers) if (ahead(a, b)) expect(ranked.get(a.userID)!.absolute).toBeLessThan(ranked.get(b.userID)!.absolute);
      }),
    );
  });
});

describe('finishGoalRatio', () => {
  it('is the finish over the goal, and 100 (no data) without a goal', () => {
    expect(finishGoalRatio(2700, 3600)).toBe(0.75);
    expect(finishGoalRatio(2700, 0)).toBe(NO_GOAL_RATIO);
    expect(NO_GOAL_RATIO).toBe(100);
  });
});

describe('retoCategoryOf', () => {
  const categories: RetoCategories = {
    F: [
      { name: 'Libre F', codCat: 'LF', ageStart: 18, ageEnd: 39 },
      { name: 'Master F', codCat: 'MF', ageStart: 40, ageEnd: 120 },
    ],
    M: [{ name: 'Libre M', codCat: 'LM', ageStart: 18, ageEnd: 120 }],
  };

  it.each<[string, 'M' | 'F', string, string]>([
    ['the range of the age on the reto’s first day', 'F', '1990-06-15', 'Libre F'],
    ['40 the day before the reto starts', 'F', '1989-12-31', 'Master F'],
    ['40 the day after the reto starts', 'F', '1990-01-02', 'Libre F'],
    ['the other gender’s ranges', 'M', '1960-01-01', 'Libre M'],
    ['no range for a minor', 'F', '2015-01-01', ''],
    ['no birth date', 'F', '', ''],
  ])('%s', (_case, gender, birth, expected) => {
    expect(retoCategoryOf(categories, gender, birth, '2030-01-01T06:00:00.000Z')).toBe(expected);
  });

  it('is none when the reto has no categories', () => {
    expect(retoCategoryOf({ F: [], M: [] }, 'F', '1990-06-15', '2030-01-01T06:00:00.000Z')).toBe('');
  });
});

// The pace profiles a refresh publishes (lambdas/timing/pace-profiles.ts): computed again for the
// modalities it ranked, kept for the others, bounded for the live summary's frame.
import { describe, expect, it } from 'vitest';
import { withSectionDefaults } from '@shared/results/event-sections';
import { FIELD_MIN, type PaceProfile } from '@shared/results/pace-profile';
import type { ResultRow } from '@shared/results/result-row';
import { MAX_PUBLISHED_STRETCHES, paceProfilesOf } from '@lambdas/timing/pace-profiles';
import { controlPoint, modality, resultRow } from '../results/factories';

const sections = withSectionDefaults({
  modalidades: [modality(), modality({ codigoModalidad: '5K', kilometro: 5 })],
  puntosControl: [
    controlPoint({ codigo: 'KM5', punto: 1, tipoControl: 2, kilometro: 5 }),
    controlPoint({ codigo: 'META', punto: 2, tipoControl: 3, kilometro: 10 }),
    controlPoint({ codigoModalidad: '5K', codigo: 'KM2', punto: 1, tipoControl: 2, kilometro: 2 }),
  ],
});

/** Athletes of the 10K at km 5 in 25:00 (the gun's), finishing in 52:30 when `finished`: a ratio of 1.1. */
const athletes = (finished: boolean): ResultRow[] =>
  Array.from({ length: FIELD_MIN }, (_, i) =>
    resultRow({
      num: String(i + 1),
      parciales: [{ kpc: 1001, tkpc: '00:25:00', pCat: 0, fechaHoraPunto: '2026-03-01 07:25:00.000' }],
      ...(finished ? { toMS: 3_150_000, to: '00:52:30', fhm: '2026-03-01 07:52:30.000', pG: i + 1 } : {}),
    }),
  );

const stretch = { from: 1001, to: 0, n: FIELD_MIN, lo: 1.1, mid: 1.1, hi: 1.1 };
const kept: PaceProfile = [{ from: 2001, to: 0, n: 30, lo: 1, mid: 1.05, hi: 1.1 }];

describe('paceProfilesOf', () => {
  it('computes the ranked modalities’ profiles again and keeps the others’, leaving out a modality no longer configured', () => {
    const rows = athletes(true);
    const profiles = paceProfilesOf(sections, ['10K'], (codMod) => (codMod === '10K' ? rows : []), { '5K': kept, '21K': kept });

    expect(profiles).toEqual({ '10K': [stretch], '5K': kept });
  });

  it('sees a finish arrive in a row whose splits did not change', () => {
    const running = athletes(false);
    expect(paceProfilesOf(sections, ['10K'], () => running, {})).toEqual({});

    // The same splits array, now with a finish: what a row keeps when its finish read is added.
    const finished = athletes(true).map((row, i) => ({ ...row, parciales: running[i]!.parciales }));
    expect(paceProfilesOf(sections, ['10K'], () => finished, {})).toEqual({ '10K': [stretch] });
  });

  it(`publishes at most ${MAX_PUBLISHED_STRETCHES} stretches in all`, () => {
    const many: PaceProfile = Array.from({ length: MAX_PUBLISHED_STRETCHES }, (_, i) => ({ ...kept[0]!, from: 1000 * (i + 1) + 1 }));
    const profiles = paceProfilesOf(sections, ['10K'], () => athletes(true), { '5K': many });

    expect(profiles['10K']).toEqual([stretch]);
    expect(profiles['5K']).toEqual(many.slice(0, MAX_PUBLISHED_STRETCHES - 1));
  });
});

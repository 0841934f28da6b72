import { describe, expect, it } from 'vitest';
import { buildStandings, type StandingsSections } from '@lambdas/timing/build-standings';
import { fromLocalDateTime } from '@shared/results/local-time';
import { timingConfigSchema } from '@shared/results/event-schemas';
import { ZONE, athlete, controlPoint, finisher, modality } from '../results/factories';

const sections: StandingsSections = {
  modalidades: [modality()],
  puntosControl: [controlPoint({ codigo: 'META', punto: 1, tipoControl: 3 })],
  timingConfig: timingConfigSchema.parse({}),
};
const event = { zonaHoraria: ZONE, fechaEvento: '2026-03-01', eventType: 'standard' as const, eventoDisponible: 4 };
const meta = (clock: string, readId = clock) => ({ readId, codigo: 'META', lap: 1, epochMs: fromLocalDateTime(`2026-03-01 ${clock}`, ZONE)! });

describe('buildStandings', () => {
  it('builds each start-list athlete from the passes and ranks them together', () => {
    const rows = buildStandings(event, sections, [athlete({ bib: '1' }), athlete({ bib: '2' }), athlete({ bib: '3' })], [
      { bib: '1', passes: [meta('07:50:00')] },
      { bib: '2', passes: [meta('07:45:00')] },
    ]);
    expect(rows.map((row) => [row.num, row.pG, row.to])).toEqual([['2', 1, '00:45:00'], ['1', 2, '00:50:00'], ['3', 0, '00:00:00']]);
  });

  it('applies the event dead time: a second read at the finish 5 s later does not move it', () => {
    const [row] = buildStandings(event, sections, [athlete({ bib: '1' })], [{ bib: '1', passes: [meta('07:50:05', 'b'), meta('07:50:00', 'a')] }]);
    expect(row?.to).toBe('00:50:00');
  });

  it('lets an uploaded whole row stand for its bib, even outside the start list, ranked with the others', () => {
    const rows = buildStandings(event, sections, [athlete({ bib: '1' })], [
      { bib: '1', passes: [meta('07:50:00')], uploadedRow: finisher('1', 3300) },
      { bib: '9', passes: [], uploadedRow: finisher('9', 2900, { pG: 7 }) },
    ]);
    expect(rows.map((row) => [row.num, row.pG, row.toMS])).toEqual([['9', 1, 2_900_000], ['1', 2, 3_300_000]]);
  });

  it.each<[string, number, [string, boolean, boolean][]]>([
    ['flags the runners without a finish DNS or DNF once the event is closed', 1, [['1', false, false], ['2', false, true], ['3', true, false]]],
    ['flags nobody while the event is live: the runners without a finish are on course', 4, [['1', false, false], ['2', false, false], ['3', false, false]]],
  ])('%s', (_case, eventoDisponible, flags) => {
    const withDNS: StandingsSections = {
      modalidades: sections.modalidades,
      puntosControl: [...sections.puntosControl, controlPoint({ codigo: 'KM5', punto: 2, tipoControl: 2 })],
      timingConfig: timingConfigSchema.parse({ showDNS: true }),
    };
    const startList = [athlete({ bib: '1' }), athlete({ bib: '2' }), athlete({ bib: '3' })];
    const rows = buildStandings({ ...event, eventoDisponible }, withDNS, startList, [
      { bib: '1', passes: [meta('07:50:00')] },
      { bib: '2', passes: [{ codigo: 'KM5', lap: 1, epochMs: meta('07:25:00').epochMs }] },
    ]);
    expect(rows.map((row) => [row.num, row.dns, row.dnf])).toEqual(flags);
  });

  it('leaves out athletes of a modality the event does not configure', () => {
    expect(buildStandings(event, sections, [athlete({ bib: '1', modalidad: '42K' })], [])).toEqual([]);
  });
});

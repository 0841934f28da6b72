import { describe, expect, it } from 'vitest';
import { springInfo } from '@infra/local/seed/demo-event-catalog';
import { registrationModalities } from '@infra/local/seed/demo-registration';
import { planRegistrants } from '@infra/local/seed/demo-registrant-plan';
import { staffScript } from '@infra/local/seed/demo-staff-script';
import { generateRace } from '@infra/local/seed/race-generator';
import { modalitiesSchema } from '@shared/results/event-schemas';

const race = generateRace({ seed: 3, athletes: 0, info: springInfo, utcOffset: '-06:00', firstGun: '07:00:00' });
const modalidades = modalitiesSchema.parse(registrationModalities(race.modalidades, springInfo.fechaEvento));

describe('staffScript', () => {
  for (const count of [50, 2500]) {
    const plan = planRegistrants({ eventId: 4, seed: 4, count, modalidades, event: springInfo });
    const script = staffScript(plan, { modalidades, event: springInfo });
    const ofKind = (kind: string) => script.filter((action) => action.kind === kind);

    it(`edits, moves, deletes five, restores one and releases another's folio (${count} registrants)`, () => {
      expect(ofKind('edit').length).toBeGreaterThanOrEqual(4);
      expect(ofKind('move')).toHaveLength(2);
      const deleted = ofKind('delete').map((action) => action.index);
      expect(deleted).toHaveLength(5);
      const [restored] = ofKind('restore');
      const [released] = ofKind('release');
      expect(deleted).toContain(restored?.index);
      expect(deleted).toContain(released?.index);
      expect(restored?.index).not.toBe(released?.index);
    });

    it(`acts on card-paid registrants, the point of sale only on its own (${count} registrants)`, () => {
      for (const action of script) {
        const planned = plan[action.index]!;
        expect(planned.path, JSON.stringify(action)).toBe(action.by === 'taquilla' ? 'taquilla' : 'tarjeta');
        if (action.by === 'taquilla') expect(planned.clerk).toBe('taquilla');
      }
    });

    it(`moves one person up to the 21K and one down to the 10K, and deletes nobody it edits or moves (${count} registrants)`, () => {
      const moves = script.flatMap((action) => (action.kind === 'move' ? [[plan[action.index]!.request.codigoModalidad, action.to.codigoModalidad]] : []));
      expect(moves).toEqual([
        ['10K', '21K'],
        ['21K', '10K'],
      ]);
      const changed = new Set(script.filter((action) => action.kind === 'edit' || action.kind === 'move').map((action) => action.index));
      expect(ofKind('delete').some((action) => changed.has(action.index))).toBe(false);
    });
  }
});

import { describe, expect, it } from 'vitest';
import { reasonOf } from '@lambdas/timing/row-validation';
import { startListRowSchema } from '@shared/timing/start-list-checks';
import { modality } from '../results/factories';

const event = {
  fechaEvento: '2026-03-01',
  modalidades: [
    modality({
      hSalidas: [
        { serie: 'A', descripcionSerie: 'Élite', hS: '2026-03-01 07:00:00' },
        { serie: 'B', descripcionSerie: 'Libre', hS: '2026-03-01 07:10:00' },
      ],
    }),
  ],
};
const row = (overrides: Record<string, unknown>) => ({ bib: '101', nombre: 'Ana', rama: 'F', modalidad: '10K', ...overrides });

describe('startListRowSchema', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['rejects a modality the event does not configure', { modalidad: '42K' }, 'modalidad: no es una modalidad del evento'],
    ['rejects a serie that is not a start of its modality', { serie: 'C' }, 'serie: no es una salida de la modalidad 10K'],
    ['rejects a birth date the calendar does not have', { fechaNacimiento: '1990-02-30' }, 'fechaNacimiento: ese día no existe en el calendario'],
    ['rejects a 29 February of a common year', { fechaNacimiento: '1991-02-29' }, 'fechaNacimiento: ese día no existe en el calendario'],
    ['rejects a birth date after the race', { fechaNacimiento: '2026-03-02' }, 'fechaNacimiento: es posterior a la fecha del evento'],
    [
      'names every problem of a row',
      { modalidad: '42K', fechaNacimiento: '1990-13-01' },
      'modalidad: no es una modalidad del evento; fechaNacimiento: ese día no existe en el calendario',
    ],
  ])('%s', (_case, overrides, reason) => {
    const parsed = startListRowSchema(event).safeParse(row(overrides));
    expect(parsed.success ? null : reasonOf(parsed.error)).toBe(reason);
  });

  it.each<[string, Record<string, unknown>]>([
    ['accepts a row without serie, chip or birth date', {}],
    ['accepts a known serie and a birth date on a leap day', { serie: 'B', fechaNacimiento: '1992-02-29', chip: 'E2001' }],
    ['accepts a birth date on the race day', { fechaNacimiento: '2026-03-01' }],
  ])('%s', (_case, overrides) => {
    expect(startListRowSchema(event).safeParse(row(overrides)).success).toBe(true);
  });
});

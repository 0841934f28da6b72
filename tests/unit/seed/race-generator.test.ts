import { describe, expect, it } from 'vitest';
import { generateRace } from '@infra/local/seed/race-generator';
import { controlPointsSchema, eventInfoSchema, modalitiesSchema } from '@shared/results/event-schemas';
import { readSchema, startListEntrySchema } from '@shared/timing/timing-schemas';

const info = eventInfoSchema.parse({
  nombreEvento: 'Carrera de prueba',
  fechaEvento: '2026-03-01',
  horaEvento: '07:00',
  lugarEvento: 'Bosque de Chapultepec',
  ciudadEvento: 'Ciudad de México',
  eventoDisponible: 1,
  organizador: { nombre: 'Organizador' },
});

describe('generateRace', () => {
  const race = generateRace({ seed: 7, athletes: 500, info, utcOffset: '-06:00' });

  it('is the same race for the same seed', () => {
    const again = generateRace({ seed: 7, athletes: 500, info, utcOffset: '-06:00' });
    expect(again.reads).toEqual(race.reads);
    expect(generateRace({ seed: 8, athletes: 500, info, utcOffset: '-06:00' }).reads).not.toEqual(race.reads);
  });

  it('produces a configuration the event schemas accept', () => {
    expect(modalitiesSchema.safeParse(race.modalidades).success).toBe(true);
    expect(controlPointsSchema.safeParse(race.puntosControl).success).toBe(true);
    expect(race.puntosControl.filter((p) => p.codigoModalidad === '21K').map((p) => p.codigo)).toEqual([
      'SALIDA',
      'KM7',
      'KM14',
      'META',
    ]);
  });

  it('produces a start list and reads the timing API accepts, in time order', () => {
    expect(race.athletes).toHaveLength(500);
    expect(race.athletes.every((a) => startListEntrySchema.safeParse(a).success)).toBe(true);
    expect(race.reads.every((r) => readSchema.safeParse(r).success)).toBe(true);
    const times = race.reads.map((r) => Date.parse(r.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('starts the 21K at its gun time in the event zone', () => {
    const first21k = race.reads.find((r) => race.athletes.find((a) => a.bib === r.bib)?.modalidad === '21K');
    expect(Date.parse(first21k!.time)).toBeGreaterThanOrEqual(Date.parse('2026-03-01T07:00:00-06:00'));
    expect(first21k!.time).toMatch(/^2026-03-01T07:0\d:\d{2}\.\d{3}-06:00$/);
  });

  it('leaves some athletes without a start and some without a finish', () => {
    const started = new Set(race.reads.map((r) => r.bib));
    const finished = new Set(race.reads.filter((r) => r.point === 'META').map((r) => r.bib));
    expect(started.size).toBeLessThan(500);
    expect(finished.size).toBeLessThan(started.size);
    expect(race.reads.some((r) => r.readId?.endsWith('-b'))).toBe(true);
  });
});

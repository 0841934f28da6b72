import { describe, expect, it } from 'vitest';
import { athleteDataSchema, isBirthDate } from '@shared/registration/registration-api';

const datos = (fechaNacimiento: string) => ({ correo: 'lucia@prueba.mx', nombres: 'Lucía', apellidos: 'Hernández', telefono: '5512345678', fechaNacimiento, genero: 'F' });
const NOW = new Date('2026-03-10T12:00:00Z');

describe('isBirthDate', () => {
  it.each(['1990-07-15', '2000-02-29', '1900-01-01', '2026-03-10'])('accepts the real, past day %s', (date) => {
    expect(isBirthDate(date, NOW)).toBe(true);
  });

  it.each([
    ['a day February does not have', '1990-02-31'],
    ['29 February of a year that is not leap', '1900-02-29'],
    ['the 31st of a 30-day month', '1990-04-31'],
    ['month 00', '1990-00-10'],
    ['day 00', '1990-01-00'],
    ['month 13', '1990-13-01'],
    ['tomorrow', '2026-03-11'],
    ['a year before 1900', '1899-12-31'],
    ['another format', '15/07/1990'],
  ])('refuses %s', (_, date) => {
    expect(isBirthDate(date, NOW)).toBe(false);
  });
});

describe('athleteDataSchema', () => {
  it.each(['1990-02-31', '1990-00-10', '1990-01-00', '2099-01-01'])('refuses %s with the spec message', (date) => {
    const parsed = athleteDataSchema.safeParse(datos(date));
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['fechaNacimiento', 'Revisa el formato (AAAA-MM-DD)']]);
  });

  it('takes a real birth date', () => {
    expect(athleteDataSchema.safeParse(datos('1992-07-15')).success).toBe(true);
  });
});

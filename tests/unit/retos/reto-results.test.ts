// A reto's results lists and pages (docs/retos.md §9: 100 a page, gender lists keep the overall order) and the
// participants' CSV line (the registrant reports' cells: formulas kept as text, Mexico City's clock).
import { describe, expect, it } from 'vitest';
import { participantsCsvHeader, participantsCsvLine } from '@shared/retos/reto-participants-csv';
import type { RetoParticipantRow } from '@shared/retos/reto-participants';
import { listPosition, pagesOf, resultLists, RESULTS_PAGE_SIZE, retoResultsQuerySchema, type RetoResultRow } from '@shared/retos/reto-results';

const row = (raceNumber: string, athleteGender: 'M' | 'F', absolute: number, gender: number): RetoResultRow => ({
  raceNumber,
  athleteName: `Atleta ${raceNumber}`,
  athleteLastName: 'Prueba',
  athleteGender,
  category: '',
  finishTime: '00:40:00',
  goalTime: '00:00:00',
  positions: { absolute, gender, category: gender, relative: absolute, relativeGender: gender, relativeCategory: gender },
});

describe('resultLists and pagesOf', () => {
  it("splits the overall order into each gender's list, keeping the order", () => {
    const overall = [row('1', 'M', 1, 1), row('2', 'F', 2, 1), row('3', 'M', 3, 2), row('4', 'F', 4, 2)];
    const lists = resultLists(overall);
    expect(lists.all.map((each) => each.raceNumber)).toEqual(['1', '2', '3', '4']);
    expect(lists.F.map((each) => listPosition('F', each))).toEqual([1, 2]);
    expect(lists.M.map((each) => listPosition('M', each))).toEqual([1, 2]);
    expect(listPosition('all', lists.F[1]!)).toBe(4);
  });

  it.each([
    [0, []],
    [1, [1]],
    [100, [100]],
    [101, [100, 1]],
    [250, [100, 100, 50]],
  ])('cuts %i finishers into pages of 100', (count, sizes) => {
    expect(RESULTS_PAGE_SIZE).toBe(100);
    expect(pagesOf(Array.from({ length: count }, (_, i) => i)).map((page) => page.length)).toEqual(sizes);
  });

  it('reads the query with its defaults and refuses other genders and pages', () => {
    expect(retoResultsQuerySchema.parse({})).toEqual({ gender: 'all', page: 1 });
    expect(retoResultsQuerySchema.parse({ gender: 'F', page: '3' })).toEqual({ gender: 'F', page: 3 });
    for (const query of [{ gender: 'V' }, { page: '0' }, { page: '1.5' }, { page: 'uno' }, { page: '10001' }]) expect(retoResultsQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('the participants CSV', () => {
  const participant: RetoParticipantRow & { athleteEmail: string } = {
    userID: 'u-1',
    raceNumber: '12',
    athleteName: '=SUMA(A1)',
    athleteLastName: 'Núñez, Peña',
    athleteBirth: '1990-05-01',
    athleteGender: 'F',
    category: 'Libre',
    active: true,
    step: 3,
    positions: { absolute: 4, gender: 2, category: 1, relative: 3, relativeGender: 1, relativeCategory: 1 },
    goalTime: '00:45:00',
    evidencePhotos: 1,
    activityId: '1772974800-001665',
    finishTime: '00:43:10',
    // 09:30 in Mexico City (UTC-6).
    finishTimeDate: '2030-01-05T15:30:00.000Z',
    athleteEmail: 'rocio@prueba.mx',
  };

  it('starts with the byte-order mark and the Spanish headings', () => {
    expect(participantsCsvHeader.startsWith('\uFEFFNúmero,Nombres,Apellidos,Fecha de nacimiento,Género,Categoría,Posición general,')).toBe(true);
    expect(participantsCsvHeader.endsWith(',Tiempo final,Registro del tiempo,Correo\r\n')).toBe(true);
  });

  it('writes a participant with a formula kept as text, commas quoted and the time on Mexico City’s clock', () => {
    expect(participantsCsvLine(participant)).toBe(
      "12,'=SUMA(A1),\"Núñez, Peña\",1990-05-01,Femenil,Libre,4,2,1,00:45:00,1 foto + Actividad,00:43:10,2030-01-05 09:30:00,rocio@prueba.mx\r\n",
    );
  });

  it('leaves positions, time and when empty for a participant without a finish time', () => {
    const waiting = { ...participant, positions: { absolute: 0, gender: 0, category: 0, relative: 0, relativeGender: 0, relativeCategory: 0 }, evidencePhotos: 0, activityId: null, finishTime: null, finishTimeDate: null };
    expect(participantsCsvLine(waiting)).toBe("12,'=SUMA(A1),\"Núñez, Peña\",1990-05-01,Femenil,Libre,,,,00:45:00,Sin evidencia,,,rocio@prueba.mx\r\n");
  });
});

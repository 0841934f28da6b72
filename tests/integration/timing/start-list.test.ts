// PUT the start list as a timing system does: rows the event cannot take are named, the rest stored.
import { describe, expect, inject, it } from 'vitest';
import type { ResultRow } from '@shared/results/result-row';
import { callApi } from '../../support/accounts';
import { at, runner, sendReads, timedRace, timingCall, type TimedRace } from './timing-fixture';

const cloudUrl = inject('cloudUrl');

interface StoredAnswer {
  stored: number;
  rejected: { index: number; reason: string }[];
}

const putAthletes = (race: TimedRace, body: unknown) => timingCall<StoredAnswer>(cloudUrl, race, 'PUT', 'athletes', body);
const detailOf = (race: TimedRace, bib: string) => callApi<{ row: ResultRow }>(cloudUrl, `/api/events/${race.eventId}/athletes/${bib}`);

describe('PUT /api/timing/events/{eventId}/athletes', () => {
  it.each<[string, unknown]>([
    ['stores JSON rows without a chip next to rows with one', { athletes: [{ ...runner('101', 'José'), chip: undefined }, runner('102', 'Ana', 'F')] }],
    [
      'stores CSV rows whose chip column is empty',
      'bib,chip,nombre,apellidos,rama,fechaNacimiento,categoria,modalidad,serie\n101,,José,Prueba,V,1990-01-01,,10K,A\n102,C102,Ana,Prueba,F,1990-01-01,,10K,A\n',
    ],
  ])('%s, and times them by bib', async (_case, body) => {
    const race = await timedRace(cloudUrl);

    const answer = await putAthletes(race, body);

    expect(answer).toEqual({ status: 200, body: { stored: 2, rejected: [] } });
    await sendReads(cloudUrl, race, [
      { bib: '101', point: 'META', time: at('07:41:10') },
      { chip: 'C102', point: 'META', time: at('07:45:00') },
    ]);
    expect((await detailOf(race, '101')).body.row).toMatchObject({ num: '101', pG: 1, to: '00:41:10' });
    expect((await detailOf(race, '102')).body.row).toMatchObject({ num: '102', pG: 2, to: '00:45:00' });
  });

  it('rejects by row, with the reason, a modality or serie the event does not have and an impossible or future birth date', async () => {
    const race = await timedRace(cloudUrl);

    const answer = await putAthletes(race, {
      athletes: [
        runner('101', 'José'),
        { ...runner('102', 'Ana', 'F'), modalidad: '42K' },
        { ...runner('103', 'Luis'), serie: 'Z' },
        { ...runner('104', 'Eva', 'F'), fechaNacimiento: '1990-02-30' },
        { ...runner('105', 'Iván'), fechaNacimiento: '2030-03-02' },
      ],
    });

    expect(answer).toEqual({
      status: 200,
      body: {
        stored: 1,
        rejected: [
          { index: 1, reason: 'modalidad: no es una modalidad del evento' },
          { index: 2, reason: 'serie: no es una salida de la modalidad 10K' },
          { index: 3, reason: 'fechaNacimiento: ese día no existe en el calendario' },
          { index: 4, reason: 'fechaNacimiento: es posterior a la fecha del evento' },
        ],
      },
    });
    expect((await detailOf(race, '101')).status).toBe(200);
    for (const bib of ['102', '103', '104', '105']) expect((await detailOf(race, bib)).status).toBe(404);
  });
});

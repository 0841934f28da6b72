// The team report through the API: the organizer turns it on in the timing configuration, the
// standings refresh makes it, the public reads it as a report and as a CSV; a registrant's club
// reaches the start list by bib.
import { describe, expect, inject, it } from 'vitest';
import type { RegistrantConfirmation } from '@shared/registration/registration-api';
import type { ResultRow, ResultsCsv, StandingsPage } from '@shared/results/result-row';
import type { TeamStanding } from '@shared/results/teams';
import { queuesDrained } from '../../support/queues-drained';
import { callApi } from '../../support/accounts';
import { registrationBody, registrationEvent, registryConfigFor } from '../registration/registration-fixture';
import { at, runner, sendReads, timedRace, timingCall, type TimedRace } from '../timing/timing-fixture';

const cloudUrl = inject('cloudUrl');

const clubRunner = (bib: string, nombre: string, rama: 'V' | 'F', equipo?: string) => ({ ...runner(bib, nombre, rama), ...(equipo ? { equipo } : {}) });

const teamsOf = (race: TimedRace, group = '') =>
  callApi<StandingsPage<TeamStanding>>(cloudUrl, `/api/events/${race.eventId}/results?${new URLSearchParams({ modalidad: '10K', view: 'equipos', group })}`);

describe('the team report', () => {
  it('is configured by the organizer, served like the other reports and downloaded as a CSV with Spanish columns', async () => {
    const race = await timedRace(cloudUrl, {
      athletes: [
        clubRunner('1', 'Ana', 'F', 'Lobos'),
        clubRunner('2', 'Luis', 'V', 'Halcones'),
        clubRunner('3', 'Eva', 'F', 'lobos'),
        clubRunner('4', 'Iván', 'V', 'Halcones'),
        clubRunner('5', 'Sara', 'F', 'Zorros'),
        clubRunner('6', 'Juan', 'V'),
      ],
    });
    await sendReads(cloudUrl, race, [
      { bib: '1', point: 'META', time: at('07:40:00') },
      { bib: '2', point: 'META', time: at('07:41:00') },
      { bib: '3', point: 'META', time: at('07:45:00') },
      { bib: '4', point: 'META', time: at('07:43:00') },
      { bib: '5', point: 'META', time: at('07:39:00') },
      { bib: '6', point: 'META', time: at('07:30:00') },
    ]);
    // Off until the organizer turns it on.
    expect((await teamsOf(race)).body).toMatchObject({ view: 'equipos', total: 0, rows: [] });

    const saved = await callApi(cloudUrl, `/api/events/${race.eventId}/sections/timingConfig`, {
      method: 'PUT',
      token: race.token,
      body: { equipos: { activo: true, integrantes: 2, puntuacion: 'tiempo', agrupacion: 'mixto' } },
    });
    expect(saved.status).toBe(200);
    await queuesDrained(cloudUrl);

    const report = await teamsOf(race);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ view: 'equipos', group: '', total: 3, pageCount: 1 });
    expect(report.body.rows.map((team) => [team.pos, team.equipo, team.completo, team.total, team.miembros.map((member) => [member.num, member.lugar, member.to])])).toEqual([
      [
        1,
        'Halcones',
        true,
        (41 + 43) * 60_000,
        [
          ['2', 4, '00:41:00'],
          ['4', 5, '00:43:00'],
        ],
      ],
      [
        2,
        'Lobos',
        true,
        (40 + 45) * 60_000,
        [
          ['1', 3, '00:40:00'],
          ['3', 6, '00:45:00'],
        ],
      ],
      [0, 'Zorros', false, 39 * 60_000, [['5', 2, '00:39:00']]],
    ]);
    expect(report.body.rows[0]!.puntuacion).toBe('tiempo');

    const csv = await callApi<ResultsCsv>(cloudUrl, `/api/events/${race.eventId}/results/csv?modalidad=10K&view=equipos`);
    expect(csv.status).toBe(200);
    expect(csv.body).toMatchObject({ filas: 3, truncado: false });
    expect(csv.body.nombreArchivo).toMatch(/ - equipos 10K\.csv$/);
    expect(csv.body.csv.split('\r\n')).toEqual([
      '\uFEFFPosición,Equipo,Estado,Total (suma de tiempos),Número 1,Nombre 1,Rama 1,Tiempo oficial 1,Lugar 1,Número 2,Nombre 2,Rama 2,Tiempo oficial 2,Lugar 2',
      '1,Halcones,Completo,01:24:00,2,Luis Prueba,Varonil,00:41:00,4,4,Iván Prueba,Varonil,00:43:00,5',
      '2,Lobos,Completo,01:25:00,1,Ana Prueba,Femenil,00:40:00,3,3,Eva Prueba,Femenil,00:45:00,6',
      ',Zorros,Incompleto,00:39:00,5,Sara Prueba,Femenil,00:39:00,2,,,,,',
      '',
    ]);
    // The CSV is the team report's: another report is asked for in pages.
    expect((await callApi(cloudUrl, `/api/events/${race.eventId}/results/csv?modalidad=10K&view=general`)).status).toBe(400);

    // By branch and by place: one list per branch, the place in the branch summed.
    await callApi(cloudUrl, `/api/events/${race.eventId}/sections/timingConfig`, {
      method: 'PUT',
      token: race.token,
      body: { equipos: { activo: true, integrantes: 2, puntuacion: 'lugar', agrupacion: 'porRama' } },
    });
    await queuesDrained(cloudUrl);
    expect((await teamsOf(race)).body.rows).toEqual([]);
    const women = await teamsOf(race, 'F');
    expect(women.body.rows.map((team) => [team.pos, team.equipo, team.total])).toEqual([
      [1, 'Lobos', 2 + 3],
      [0, 'Zorros', 1],
    ]);
    const men = await teamsOf(race, 'V');
    expect(men.body.rows.map((team) => [team.pos, team.equipo, team.total])).toEqual([[1, 'Halcones', 2 + 3]]);
  });

  it("takes a registrant's club for a start-list entry sent without a team, by its folio", async () => {
    const club = { campo: 'club', etiqueta: 'Club o equipo', iDCampo: 'club', tipoCampo: 'text' };
    const event = await registrationEvent(cloudUrl, registryConfigFor({ formulario: [club] }));
    const desk = await callApi<RegistrantConfirmation>(cloudUrl, `/api/events/${event.eventId}/desk-registrations`, {
      method: 'POST',
      token: event.token,
      body: { ...registrationBody({ campos: { club: 'Tlalpan Runners' } }), tipoRegistro: 2 },
    });
    expect(desk.status).toBe(201);
    const folio = String(desk.body.numero);
    const key = await callApi<{ key: string }>(cloudUrl, `/api/events/${event.eventId}/timing-keys`, { method: 'POST', token: event.token, body: { label: 'Prueba' } });
    const race = { eventId: event.eventId, key: key.body.key };

    const stored = await timingCall(cloudUrl, race, 'PUT', 'athletes', {
      athletes: [runner(folio, 'Lucía', 'F'), runner('9999', 'Sin Registro'), { ...runner(`${folio}0`, 'Con Equipo'), equipo: 'Propio' }],
    });

    expect(stored).toEqual({ status: 200, body: { stored: 3, rejected: [] } });
    const rowOf = async (bib: string) => (await callApi<{ row: ResultRow }>(cloudUrl, `/api/events/${event.eventId}/athletes/${bib}`)).body.row;
    expect((await rowOf(folio)).equipo).toBe('Tlalpan Runners');
    expect(await rowOf('9999')).not.toHaveProperty('equipo');
    expect((await rowOf(`${folio}0`)).equipo).toBe('Propio');
  });
});

// A reto's results against the local cloud: finish times ranked off the request path (overall, by
// gender and category, relative by finish over goal, nobody left stale after a burst), the results
// pages for participants and the organizer with the podium only once the reto ended; 'Aplicar' an
// activity (applicable, after the start, one activity for one participation); and the organizer's
// participants table, CSV and participant detail, refused to everyone else.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { ParticipationView } from '@shared/retos/participation';
import type { RetoParticipantDetail, RetoParticipantPage, RetoParticipantsCsv } from '@shared/retos/reto-participants';
import type { RetoResultsPage } from '@shared/retos/reto-results';
import { callApi, signedUpAthlete, waitFor } from '../../support/accounts';
import { signedUpAdmin } from '../../support/timed-events';
import { myParticipation, recordTimes, testReto, uploadedActivity, type TestReto } from './reto-results-fixture';

const cloudUrl = inject('cloudUrl');
/** The fixtures' 5 km run: 2026-03-08T13:00:00Z, 27:45. */
const RUN_ID = '1772974800-001665';

const results = (eventId: string, token: string, query = '') => callApi<RetoResultsPage & ApiErrorBody>(cloudUrl, `/api/retos/${eventId}/results${query}`, { token });
const names = (page: RetoResultsPage) => page.rows.map((row) => row.athleteName);

/** The results once the recompute has ranked `count` finishers. */
const rankedResults = (eventId: string, token: string, count: number, query = '') =>
  waitFor(async () => {
    const { body } = await results(eventId, token, query);
    return body.total === count && body.rows.length === Math.min(count, 100) ? body : undefined;
  });

describe('positions and results', () => {
  let reto: TestReto;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    reto = await testReto(cloudUrl);
    await reto.save({ admitResults: true });
    const athletes: [string, 'F' | 'M', string][] = [
      ['Ana', 'F', '1990-05-01'],
      ['Bea', 'F', '1970-05-01'],
      ['Carlos', 'M', '1985-05-01'],
      ['Dani', 'M', '1995-05-01'],
      ['Eva', 'F', '1992-05-01'],
    ];
    await Promise.all(
      athletes.map(async ([nombres, genero, fechaNacimiento]) => {
        tokens[nombres] = await reto.athlete({ nombres, genero, fechaNacimiento });
      }),
    );
  });

  it('ranks the finish times off the request path: overall, by gender, relative by finish over goal, and 0 without a time', async () => {
    const { eventId } = reto;
    const recorded = await Promise.all([
      recordTimes(cloudUrl, eventId, tokens.Ana!, '00:50:00', '00:45:00'),
      recordTimes(cloudUrl, eventId, tokens.Bea!, '00:45:00'),
      recordTimes(cloudUrl, eventId, tokens.Carlos!, '00:40:00', '00:50:00'),
      recordTimes(cloudUrl, eventId, tokens.Dani!, '00:55:00', '00:55:00'),
    ]);
    // The answer does not wait for the ranking.
    expect(recorded.map((participation) => participation.finishTime)).toEqual(['00:50:00', '00:45:00', '00:40:00', '00:55:00']);

    const all = await rankedResults(eventId, tokens.Ana!, 4);
    expect(names(all)).toEqual(['Carlos', 'Bea', 'Ana', 'Dani']);
    expect(all).toMatchObject({ gender: 'all', page: 1, pages: 1, total: 4, preliminary: true, podium: null });
    expect(all.rows[0]).toEqual({
      raceNumber: expect.any(String),
      athleteName: 'Carlos',
      athleteLastName: 'Hernández Soto',
      athleteGender: 'M',
      category: '',
      finishTime: '00:40:00',
      goalTime: '00:50:00',
      positions: { absolute: 1, gender: 1, category: 1, relative: 1, relativeGender: 1, relativeCategory: 1 },
    });
    expect(all.rows[0]).not.toHaveProperty('userID');

    const mine = await myParticipation(cloudUrl, eventId, tokens.Ana!);
    // 50:00 over 45:00 is 1.11: behind Carlos (0.8) and Dani (1.0), ahead of Bea, who set no goal (100).
    expect(mine.positions).toEqual({ absolute: 3, gender: 2, category: 2, relative: 3, relativeGender: 1, relativeCategory: 1 });
    expect((await myParticipation(cloudUrl, eventId, tokens.Bea!)).positions).toMatchObject({ absolute: 2, gender: 1, relative: 4, relativeGender: 2 });
    expect((await myParticipation(cloudUrl, eventId, tokens.Eva!)).positions).toEqual({ absolute: 0, gender: 0, category: 0, relative: 0, relativeGender: 0, relativeCategory: 0 });

    const women = (await results(eventId, tokens.Eva!, '?gender=F')).body;
    expect(names(women)).toEqual(['Bea', 'Ana']);
    expect(names((await results(eventId, reto.organizer, '?gender=M&page=1')).body)).toEqual(['Carlos', 'Dani']);
    expect((await results(eventId, tokens.Ana!, '?page=2')).body).toMatchObject({ rows: [], total: 4, pages: 1 });
  });

  it('puts each athlete in the category of their age as soon as an admin gives the reto categories, and ranks each category apart', async () => {
    const { eventId } = reto;
    const { token: admin } = await signedUpAdmin(cloudUrl, inject('cognitoAdminEndpoint'));
    await reto.save({
      categories: {
        F: [
          { name: 'Libre', codCat: 'LF', ageStart: 18, ageEnd: 39 },
          { name: 'Master', codCat: 'MF', ageStart: 40, ageEnd: 120 },
        ],
        M: [{ name: 'Libre', codCat: 'LM', ageStart: 18, ageEnd: 120 }],
      },
    }, admin);
    // Saving the categories places the athletes again, with no new time.
    const placed = await waitFor(async () => {
      const { body } = await results(eventId, tokens.Eva!);
      return body.rows.every((row) => row.category !== '') ? body : undefined;
    });
    expect(placed.rows.map((row) => [row.athleteName, row.category, row.positions.category])).toEqual([
      ['Carlos', 'Libre', 1],
      ['Bea', 'Master', 1],
      ['Ana', 'Libre', 1],
      ['Dani', 'Libre', 2],
    ]);
    await recordTimes(cloudUrl, eventId, tokens.Eva!, '01:10:00');
    const all = await rankedResults(eventId, tokens.Eva!, 5);
    expect(all.rows.map((row) => [row.athleteName, row.category, row.positions.category])).toEqual([
      ['Carlos', 'Libre', 1],
      ['Bea', 'Master', 1],
      ['Ana', 'Libre', 1],
      ['Dani', 'Libre', 2],
      ['Eva', 'Libre', 2],
    ]);
    expect((await myParticipation(cloudUrl, eventId, tokens.Bea!)).category).toBe('Master');
  });

  it('leaves nothing stale after a burst of changed times: the last of each athlete counts', async () => {
    const { eventId } = reto;
    for (const finish of ['00:44:00', '00:43:00', '00:39:00']) await recordTimes(cloudUrl, eventId, tokens.Ana!, finish);
    await Promise.all([recordTimes(cloudUrl, eventId, tokens.Dani!, '00:41:00'), recordTimes(cloudUrl, eventId, tokens.Eva!, '00:42:00')]);
    const settled = await waitFor(async () => {
      const { body } = await results(eventId, tokens.Ana!);
      return names(body).join() === 'Ana,Carlos,Dani,Eva,Bea' ? body : undefined;
    });
    expect(settled.rows.map((row) => row.finishTime)).toEqual(['00:39:00', '00:40:00', '00:41:00', '00:42:00', '00:45:00']);
    expect((await myParticipation(cloudUrl, eventId, tokens.Bea!)).positions.absolute).toBe(5);
  });

  it('shows the podium of each gender only once the organizer closes the reto, and no longer as preliminary', async () => {
    const { eventId } = reto;
    expect((await results(eventId, tokens.Ana!)).body).toMatchObject({ preliminary: true, podium: null });
    await reto.save({ eventEnded: true });
    const closed = (await results(eventId, tokens.Ana!)).body;
    expect(closed.preliminary).toBe(false);
    expect(closed.podium?.F.map((row) => [row.athleteName, row.positions.gender])).toEqual([
      ['Ana', 1],
      ['Eva', 2],
      ['Bea', 3],
    ]);
    expect(closed.podium?.M.map((row) => row.athleteName)).toEqual(['Carlos', 'Dani']);
    const late = await callApi<ApiErrorBody>(cloudUrl, `/api/retos/${eventId}/me/finish`, { method: 'PUT', token: tokens.Ana!, body: { finish: { hours: 0, minutes: 30, seconds: 0 } } });
    expect(late.body.message).toBe('Evento finalizado');
  });

  it('answers the results to its participants and organizer only, and bad filters in Spanish', async () => {
    const { token: stranger } = await signedUpAthlete(cloudUrl);
    const refused = await results(reto.eventId, stranger);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Usuario no autorizado para este evento');
    for (const query of ['?gender=X', '?page=0', '?page=uno']) {
      const bad = await results(reto.eventId, tokens.Ana!, query);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/revisa|inválid|[áéíóú]/i);
    }
  });
});

describe("'Aplicar' an activity", () => {
  let reto: TestReto;
  let athlete: string;

  beforeAll(async () => {
    reto = await testReto(cloudUrl, { eventStart: '2026-03-08T06:00:00-06:00', distance: 5 });
    athlete = await reto.athlete();
    await uploadedActivity(cloudUrl, athlete, 'run-5k.tcx');
  });

  const apply = (eventId: string, token: string, activityId = RUN_ID) =>
    callApi<ParticipationView & ApiErrorBody>(cloudUrl, `/api/retos/${eventId}/me/activity`, { method: 'POST', token, body: { activityId } });

  it('is refused while the organizer does not admit results', async () => {
    const blocked = await apply(reto.eventId, athlete);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('El evento no admite el registro de tiempos por ahora');
  });

  it("records the activity's duration as the finish time, its summary as the evidence, and ranks it", async () => {
    await reto.save({ admitResults: true });
    const applied = await apply(reto.eventId, athlete);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ finishTime: '00:27:45', activityId: RUN_ID, activitySummary: { distanceInMeters: 5000, durationInSeconds: 1665, startTimeInSeconds: 1_772_974_800 } });
    expect(applied.body.finishTimeDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Applying it again is the same evidence.
    expect((await apply(reto.eventId, athlete)).status).toBe(200);
    const ranked = await waitFor(async () => ((await myParticipation(cloudUrl, reto.eventId, athlete)).positions.absolute === 1 ? true : undefined));
    expect(ranked).toBe(true);
  });

  it("refuses an activity short of the reto's distance ('No Aplicable'), one from before its start, and one the caller did not record", async () => {
    const tenK = await testReto(cloudUrl, { eventStart: '2026-03-08T06:00:00-06:00', distance: 10 });
    await tenK.save({ admitResults: true });
    const inTenK = await tenK.athlete();
    await uploadedActivity(cloudUrl, inTenK, 'run-5k.tcx');
    const short = await apply(tenK.eventId, inTenK);
    expect([short.status, short.body.message]).toEqual([409, 'No Aplicable']);

    const later = await testReto(cloudUrl, { eventStart: '2026-03-08T07:00:00-06:00', distance: 5 });
    await later.save({ admitResults: true });
    await later.join(inTenK);
    const early = await apply(later.eventId, inTenK);
    expect([early.status, early.body.message]).toEqual([409, 'La actividad es anterior al inicio del reto: no sirve como evidencia']);

    const withoutIt = await reto.athlete();
    const unknown = await apply(reto.eventId, withoutIt);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'La actividad no existe']);
    expect((await myParticipation(cloudUrl, reto.eventId, withoutIt)).finishTime).toBeNull();
  });

  it('lets one activity prove one participation only', async () => {
    const other = await testReto(cloudUrl, { eventStart: '2026-03-08T06:00:00-06:00', distance: 5 });
    await other.save({ admitResults: true });
    await other.join(athlete);
    const twice = await apply(other.eventId, athlete);
    expect([twice.status, twice.body.message]).toEqual([409, 'Esta actividad ya es la evidencia de otro reto']);
    expect((await myParticipation(cloudUrl, other.eventId, athlete)).finishTime).toBeNull();
  });

  it('refuses anyone who does not take part in the reto', async () => {
    const { token: stranger } = await signedUpAthlete(cloudUrl);
    const refused = await apply(reto.eventId, stranger);
    expect([refused.status, refused.body.message]).toEqual([403, 'Usuario no autorizado para este evento']);
  });
});

describe("the organizer's participants", () => {
  let reto: TestReto;
  let runner: string;
  let runnerId: string;

  beforeAll(async () => {
    reto = await testReto(cloudUrl, { eventStart: '2026-03-08T06:00:00-06:00', distance: 5 });
    await reto.save({ admitResults: true });
    runner = await reto.athlete({ nombres: 'Rocío', apellidos: 'Núñez' });
    await uploadedActivity(cloudUrl, runner, 'run-5k.tcx');
    runnerId = (await callApi<ParticipationView>(cloudUrl, `/api/retos/${reto.eventId}/me/activity`, { method: 'POST', token: runner, body: { activityId: RUN_ID } })).body.userID;
    await reto.athlete({ nombres: '=HIPERVINCULO("x")', apellidos: 'Pérez', genero: 'M', fechaNacimiento: '1980-02-29' });
    await waitFor(async () => ((await myParticipation(cloudUrl, reto.eventId, runner)).positions.absolute === 1 ? true : undefined));
  });

  const participants = (token: string, query = '') => callApi<RetoParticipantPage & ApiErrorBody>(cloudUrl, `/api/retos/${reto.eventId}/participants${query}`, { token });

  it("lists the table's columns for the organizer", async () => {
    const { status, body } = await participants(reto.organizer);
    expect(status).toBe(200);
    expect(body.cursor).toBeUndefined();
    expect(body.participants).toHaveLength(2);
    const rocio = body.participants.find((row) => row.athleteName === 'Rocío');
    expect(rocio).toMatchObject({
      userID: runnerId,
      raceNumber: expect.stringMatching(/^\d+$/),
      athleteLastName: 'Núñez',
      athleteBirth: '1992-07-15',
      athleteGender: 'F',
      goalTime: '00:00:00',
      evidencePhotos: 0,
      activityId: RUN_ID,
      finishTime: '00:27:45',
      finishTimeDate: expect.stringMatching(/Z$/),
    });
    expect(rocio).not.toHaveProperty('athleteEmail');
    const other = body.participants.find((row) => row.athleteName !== 'Rocío');
    expect(other).toMatchObject({ athleteGender: 'M', finishTime: null, activityId: null, positions: { absolute: 0 } });
  });

  it("downloads the list as a CSV: byte-order mark, Spanish headings, a formula kept as text", async () => {
    const { status, body } = await callApi<RetoParticipantsCsv>(cloudUrl, `/api/retos/${reto.eventId}/participants/csv`, { token: reto.organizer });
    expect(status).toBe(200);
    expect(body).toMatchObject({ rows: 2, truncated: false, fileName: expect.stringMatching(/^Reto 5K de resultados - participantes \d{4}-\d{2}-\d{2}\.csv$/) });
    const [header, ...lines] = body.csv.split('\r\n').filter(Boolean);
    expect(header).toBe(
      '\uFEFFNúmero,Nombres,Apellidos,Fecha de nacimiento,Género,Categoría,Posición general,Posición por género,Posición por categoría,Tiempo objetivo,Evidencia,Tiempo final,Registro del tiempo,Correo',
    );
    expect(lines.find((line) => line.includes('Rocío'))).toMatch(/,Rocío,Núñez,1992-07-15,Femenil,,1,1,1,00:00:00,Actividad,00:27:45,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},atleta-/);
    expect(lines.find((line) => line.includes('Pérez'))).toContain(`,"'=HIPERVINCULO(""x"")",Pérez,1980-02-29,Varonil,`);
  });

  it("opens a participant's detail with the activity and its laps", async () => {
    const { status, body } = await callApi<RetoParticipantDetail>(cloudUrl, `/api/retos/${reto.eventId}/participants/${runnerId}`, { token: reto.organizer });
    expect(status).toBe(200);
    expect(body.participant).toMatchObject({ athleteName: 'Rocío', athleteEmail: expect.stringMatching(/@prueba\.mx$/), finishTime: '00:27:45' });
    expect(body.activity).toMatchObject({ activityId: RUN_ID, status: 'parsed', summary: { distanceInMeters: 5000, durationInSeconds: 1665 } });
    expect(body.activity?.laps).toHaveLength(5);
    const unknown = await callApi<ApiErrorBody>(cloudUrl, `/api/retos/${reto.eventId}/participants/00000000-0000-4000-8000-000000000001`, { token: reto.organizer });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'El participante no existe']);
  });

  it('refuses the table, the CSV and any detail to the participants and to other athletes', async () => {
    const { token: stranger } = await signedUpAthlete(cloudUrl);
    const other = await reto.athlete();
    for (const token of [stranger, other, runner]) {
      for (const path of ['participants', 'participants/csv', `participants/${runnerId}`]) {
        const refused = await callApi<ApiErrorBody>(cloudUrl, `/api/retos/${reto.eventId}/${path}`, { token });
        expect([refused.status, refused.body.message]).toEqual([403, 'Usuario no autorizado para este evento']);
      }
    }
  });
});

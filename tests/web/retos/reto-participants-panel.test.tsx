// The organizer's 'Participantes' tab: the table's columns 100 at a time with 'Mostrar más', the CSV
// saved under the server's name, the race bibs, and a participant's detail with the activity, its
// laps and the photos; 'Mensaje' (row or detail) opens the 'Mensajes' tab on that participant's
// thread, to write first; that tab shows the organizer's unread count.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RetoParticipantDetail, RetoParticipantRow, RetoParticipantsCsv } from '@shared/retos/reto-participants';
import { AppProviders } from '@web/app/providers';
import { RetoParticipantsPanel } from '@web/features/retos/results/reto-participants-panel';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { aProfile } from '../support/profiles';
import { renderApp } from '../support/render-app';
import { anOrganizerRetoView, aVirtualEventView } from '../support/retos';
import { RETO, slow } from './athlete-fixtures';
import { aMessage, runtimeConfig } from './chat-fixtures';
import { stubWebSocket } from '../results/support/fake-socket';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

function aParticipant(userID: string, raceNumber: string, athleteName: string, change: Partial<RetoParticipantRow> = {}): RetoParticipantRow {
  return {
    userID,
    raceNumber,
    athleteName,
    athleteLastName: 'Prueba',
    athleteBirth: '1990-05-01',
    athleteGender: 'F',
    category: 'Libre',
    active: true,
    step: 2,
    positions: { absolute: 0, gender: 0, category: 0, relative: 0, relativeGender: 0, relativeCategory: 0 },
    goalTime: '00:00:00',
    evidencePhotos: 0,
    activityId: null,
    finishTime: null,
    finishTimeDate: null,
    ...change,
  };
}

const ROCIO = aParticipant('u-1', '1', 'Rocío', {
  positions: { absolute: 1, gender: 1, category: 1, relative: 2, relativeGender: 1, relativeCategory: 1 },
  goalTime: '00:30:00',
  evidencePhotos: 2,
  activityId: '1772974800-001665',
  finishTime: '00:27:45',
  finishTimeDate: '2030-01-05T15:00:00.000Z',
});

const DETAIL: RetoParticipantDetail = {
  participant: { ...ROCIO, athleteEmail: 'rocio@prueba.mx' },
  activity: {
    activityId: '1772974800-001665',
    source: 'file',
    fileType: 'tcx',
    receivedAt: '2030-01-05T15:00:00.000Z',
    status: 'parsed',
    summary: { activityType: 'RUNNING', startTimeInSeconds: 1_772_974_800, durationInSeconds: 1665, distanceInMeters: 5000, activeKilocalories: 410 },
    lapCount: 2,
    laps: [
      { startTimeInSeconds: 1_772_974_800, durationInSeconds: 800, distanceInMeters: 2500 },
      { startTimeInSeconds: 1_772_975_600, durationInSeconds: 865, distanceInMeters: 2500 },
    ],
  },
  photos: [
    { photoId: 'p2', photoType: 'finishLine', url: '/media/meta.jpg' },
    { photoId: 'p1', photoType: 'evidence', url: '/media/evidencia.jpg' },
  ],
};

function stubPanel(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [`GET ${RETO}`]: { status: 200, body: aVirtualEventView() },
    [`GET ${RETO}/participants`]: { status: 200, body: { participants: [ROCIO, aParticipant('u-2', '2', 'Beto', { athleteGender: 'M' })], cursor: 'u-2' } },
    [`GET ${RETO}/participants?cursor=u-2`]: { status: 200, body: { participants: [aParticipant('u-3', '3', 'Carla')] } },
    ...routes,
  });
}

function renderPanel(onChat: (row: RetoParticipantRow) => void = () => undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <RetoParticipantsPanel eventId="1-2-3" onChat={onChat} />
    </AppProviders>,
  );
  return setUpUser();
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe("the organizer's participants", () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'organizer-1', loginId: 'ana@example.mx' });
  });

  it("lists the table's columns and 100 more with 'Mostrar más'", async () => {
    const calls = stubPanel();
    const user = renderPanel();
    const table = await screen.findByRole('table', {}, slow);
    const [header, first, second] = within(table).getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Chat',
      'Detalle',
      'Número',
      'Nombres',
      'Apellidos',
      'Fecha de nacimiento',
      'Género',
      'Categoría',
      'Posición general',
      'Posición por género',
      'Posición por categoría',
      'Tiempo objetivo',
      'Evidencia',
      'Tiempo final',
      'Registro del tiempo',
    ]);
    expect(cells(first!).slice(2, 14)).toEqual(['1', 'Rocío', 'Prueba', '1990-05-01', 'Femenil', 'Libre', '1°', '1°', '1°', '00:30:00', '2 fotos + Actividad', '00:27:45']);
    expect(cells(second!).slice(6, 14)).toEqual(['Varonil', 'Libre', '—', '—', '—', '00:00:00', 'Sin evidencia', '—']);

    await user.click(screen.getByRole('button', { name: 'Mostrar más' }));
    expect(await screen.findByText('Carla', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(`${RETO}/participants?cursor=u-2`);
  });

  it("saves the CSV under the server's name and says when it holds only the first participants", async () => {
    const csv: RetoParticipantsCsv = { fileName: 'Reto de otoño - participantes 2030-01-06.csv', csv: '\uFEFFNúmero\r\n1\r\n', rows: 1, truncated: true };
    stubPanel({ [`GET ${RETO}/participants/csv`]: { status: 200, body: csv } });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Descargar CSV' }, slow));
    expect(await screen.findByText('El archivo trae los primeros 1 participantes: son más de los que caben en una descarga.', {}, slow)).toBeInTheDocument();
    expect(names).toEqual(['Reto de otoño - participantes 2030-01-06.csv']);
  });

  it('shows a race bib per participant, with a white back switch only when the reto has a bib image', async () => {
    stubPanel();
    const user = renderPanel();
    await screen.findByRole('table', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Ver números' }));
    expect(await screen.findByRole('img', { name: 'Número 1: Rocío Prueba' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Número 2: Beto Prueba' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Fondo blanco' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ocultar números' }));
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it("opens a participant's detail with the e-mail, positions, the activity with its laps and the photos", async () => {
    stubPanel({ [`GET ${RETO}/participants/u-1`]: { status: 200, body: DETAIL } });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Ver Rocío Prueba' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Participante: Rocío Prueba' });
    expect(await within(dialog).findByText('rocio@prueba.mx', {}, slow)).toBeInTheDocument();
    expect(within(dialog).getByText('Posición relativa (tiempo entre objetivo)').nextSibling).toHaveTextContent('2°');
    expect(within(dialog).getByText('5.00 km')).toBeInTheDocument();
    const laps = within(dialog).getByRole('table', { name: 'Vueltas' });
    expect(within(laps).getAllByRole('row')).toHaveLength(3);
    expect(within(dialog).getByRole('img', { name: 'Meta: Rocío' })).toHaveAttribute('src', '/media/meta.jpg');
    expect(within(dialog).getAllByRole('button', { name: 'Editar' })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("is the organizer page's 'Participantes' tab, opened from the summary card", async () => {
    stubPanel({
      'GET /api/me': { status: 200, body: aProfile() },
      [`GET ${RETO}/config`]: { status: 200, body: anOrganizerRetoView() },
      [`GET ${RETO}/codes`]: { status: 200, body: { codes: [], issued: 0, limit: 10 } },
    });
    const { user } = renderApp('/retos-organizador/1-2-3');
    await user.click(await screen.findByRole('button', { name: 'Participantes' }, slow));
    expect(await screen.findByRole('heading', { name: 'Participantes', level: 2 }, slow)).toBeInTheDocument();
    expect(await screen.findByText('Rocío', {}, slow)).toBeInTheDocument();
  });

  it("opens the 'Mensajes' tab on a participant who never wrote, from the table or the detail, and writes first", async () => {
    stubWebSocket();
    const chat = `${RETO}/chat`;
    const calls = stubPanel({
      'GET /api/me': { status: 200, body: aProfile() },
      'GET /config.json': { status: 200, body: runtimeConfig },
      [`GET ${RETO}/config`]: { status: 200, body: anOrganizerRetoView() },
      [`GET ${RETO}/codes`]: { status: 200, body: { codes: [], issued: 0, limit: 10 } },
      [`POST ${chat}/tickets`]: { status: 201, body: { topic: 'reto-organizer:1-2-3', ticket: 'ticket-organizer' } },
      [`GET ${chat}/threads`]: { status: 200, body: { threads: [{ userID: 'u-7', athleteName: 'Ana López', unread: 3, lastMessage: { text: 'Hola', sender: 'athlete', date: 1_767_225_600 } }] } },
      [`GET ${chat}/broadcasts`]: { status: 200, body: { messages: [] } },
      [`GET ${chat}/threads/u-2/messages`]: { status: 200, body: { messages: [] } },
      [`PUT ${chat}/threads/u-2/read`]: { status: 200, body: { thread: null } },
      [`POST ${chat}/threads/u-2/messages`]: (call) => ({ status: 201, body: aMessage({ sender: 'organizer', userIDCreate: 'organizer-1', text: (call.body as { text: string }).text }) }),
    });
    const { user } = renderApp('/retos-organizador/1-2-3');
    // The unread count is on the tab, read with its words.
    const messagesTab = await screen.findByRole('tab', { name: /^Mensajes/ }, slow);
    await vi.waitFor(() => expect(messagesTab).toHaveAccessibleName(/^Mensajes\s*3 sin leer$/), slow);
    await user.click(screen.getByRole('tab', { name: 'Participantes' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar mensaje a Beto Prueba' }, slow));

    expect(await screen.findByRole('tab', { name: /Mensajes/, selected: true }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Beto Prueba' }, slow)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Escribe tu mensaje/), 'Hola Beto, ¿cómo vas?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST' && call.path === `${chat}/threads/u-2/messages`)).toHaveLength(1), slow);

    // From the detail too.
    await user.click(screen.getByRole('tab', { name: 'Participantes' }));
    await user.click(await screen.findByRole('button', { name: 'Ver Beto Prueba' }, slow));
    await user.click(await screen.findByRole('button', { name: 'Enviar mensaje a Beto' }, slow));
    expect(await screen.findByRole('heading', { name: 'Beto Prueba' }, slow)).toBeInTheDocument();
  });
});

// The organizer's 'Mensajes' tab: 'Envia mensajes a los participantes del evento', a message to all
// sent once, the threads with their unread counts, one opened (marked read) and answered, live
// messages from athletes, and text shown as the text it is.
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatThreadView } from '@shared/retos/reto-chat';
import { RetoOrganizerMessages } from '@web/features/retos/chat/reto-organizer-messages';
import { stubApi, type ApiCall } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { FakeSocket, stubWebSocket } from '../results/support/fake-socket';
import { aMessage, aPush, renderWithProviders, runtimeConfig } from './chat-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const slow = { timeout: 30_000 };
const chat = '/api/retos/1-2-3/chat';
const topic = 'reto-organizer:1-2-3';

const aThread = (userID: string, athleteName: string, unread: number, text: string): ChatThreadView => ({
  userID,
  athleteName,
  unread,
  lastMessage: { text, sender: 'athlete', date: 1_767_225_600 },
});

function stubOrganizer() {
  let threads = [aThread('ana', 'Ana López', 2, '<i>¿Hay medalla?</i>'), aThread('beto', 'Beto Ruiz', 0, 'Gracias')];
  const calls = stubApi({
    'GET /config.json': { status: 200, body: runtimeConfig },
    [`POST ${chat}/tickets`]: { status: 201, body: { topic, ticket: 'ticket-organizer' } },
    [`GET ${chat}/broadcasts`]: { status: 200, body: { messages: [] } },
    [`POST ${chat}/broadcasts`]: (call: ApiCall) => ({ status: 201, body: aMessage({ sender: 'organizer', topics: ['all'], text: (call.body as { text: string }).text }) }),
    [`GET ${chat}/threads`]: () => ({ status: 200, body: { threads } }),
    [`GET ${chat}/threads/ana/messages`]: { status: 200, body: { messages: [aMessage({ userIDCreate: 'ana', text: '<i>¿Hay medalla?</i>' })] } },
    [`PUT ${chat}/threads/ana/read`]: () => {
      threads = threads.map((thread) => (thread.userID === 'ana' ? { ...thread, unread: 0 } : thread));
      return { status: 200, body: { thread: threads[0] } };
    },
    [`POST ${chat}/threads/ana/messages`]: (call: ApiCall) => ({ status: 201, body: aMessage({ sender: 'organizer', userIDCreate: 'org-1', text: (call.body as { text: string }).text }) }),
  });
  return {
    calls,
    setThreads: (next: ChatThreadView[]) => {
      threads = next;
    },
  };
}

async function liveSocket() {
  await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1), slow);
  const socket = FakeSocket.last as FakeSocket;
  act(() => socket.acceptSubscription());
  return socket;
}

describe('RetoOrganizerMessages', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'org-1', loginId: 'org@example.mx' });
    stubWebSocket();
  });

  it('sends a message to every participant once on a double click and lists it', async () => {
    const { calls } = stubOrganizer();
    const { user } = renderWithProviders(<RetoOrganizerMessages eventId="1-2-3" />);
    expect(await screen.findByRole('heading', { name: 'Envia mensajes a los participantes del evento' }, slow)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mensaje para todos los participantes'), 'El reto arranca el lunes');
    await user.dblClick(screen.getByRole('button', { name: 'Enviar a todos' }));
    expect(await screen.findByText('Mensaje enviado a todos los participantes')).toBeInTheDocument();
    expect(screen.getByText('El reto arranca el lunes')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST' && call.path.endsWith('/broadcasts'));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ text: 'El reto arranca el lunes' });
    const socket = await liveSocket();
    expect(socket.sent).toContainEqual({ action: 'subscribe', topic, ticket: 'ticket-organizer' });
  });

  it('lists the threads with unread counts, opens one marking it read, and answers it', async () => {
    const { calls } = stubOrganizer();
    const { user } = renderWithProviders(<RetoOrganizerMessages eventId="1-2-3" />);
    const rows = await screen.findAllByRole('listitem', undefined, slow);
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Ana López'), expect.stringContaining('Beto Ruiz')]);
    expect(within(rows[0] as HTMLElement).getByLabelText('2 mensajes sin leer')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('<i>¿Hay medalla?</i>')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByLabelText(/sin leer/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir Ana López' }));
    expect(await screen.findByRole('heading', { name: 'Ana López' })).toBeInTheDocument();
    expect(await screen.findByText('<i>¿Hay medalla?</i>')).toBeInTheDocument();
    expect(document.querySelector('i')).toBeNull();
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([`${chat}/threads/ana/read`]));

    await user.type(screen.getByLabelText('Escribe tu mensaje'), 'Sí, al terminar');
    await user.dblClick(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Sí, al terminar')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path.endsWith('/threads/ana/messages'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Volver a las conversaciones' }));
    const [ana] = await screen.findAllByRole('listitem');
    expect(within(ana as HTMLElement).queryByLabelText(/sin leer/)).not.toBeInTheDocument();
  });

  it('shows an athlete’s live message in the open thread, and refreshes the list for another thread', async () => {
    const { calls, setThreads } = stubOrganizer();
    const { user } = renderWithProviders(<RetoOrganizerMessages eventId="1-2-3" />);
    const socket = await liveSocket();
    const threadReads = () => calls.filter((call) => call.path === `${chat}/threads`).length;
    // Read on opening and again once the topic is followed: a message sent in between is listed too.
    await vi.waitFor(() => expect(threadReads()).toBe(2));

    setThreads([aThread('beto', 'Beto Ruiz', 1, 'Ya terminé'), aThread('ana', 'Ana López', 2, '<i>¿Hay medalla?</i>')]);
    act(() => socket.receive(aPush(topic, 'beto', aMessage({ userIDCreate: 'beto', text: 'Ya terminé' }), 1)));
    await vi.waitFor(() => expect(threadReads()).toBe(3));
    expect((await screen.findAllByRole('listitem'))[0]).toHaveTextContent('Beto Ruiz');

    await user.click(screen.getByRole('button', { name: 'Abrir Ana López' }));
    expect(await screen.findByText('<i>¿Hay medalla?</i>')).toBeInTheDocument();
    act(() => socket.receive(aPush(topic, 'ana', aMessage({ userIDCreate: 'ana', text: 'Otra pregunta' }), 1)));
    expect(await screen.findByText('Otra pregunta')).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.filter((call) => call.path === `${chat}/threads/ana/read`)).toHaveLength(2));
  });
});

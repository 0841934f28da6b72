// The athlete's two message buttons: their unread counts, the dialogs with the history, 'Mostrar
// más' and 'Enviar' (a double click sends one message, kept as plain text), live messages raising
// the counts, a dropped socket reconnecting and reading again (each topic its own messages), and
// nothing for a non-participant.
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RetoMessageButtons } from '@web/features/retos/chat/reto-message-buttons';
import { stubApi, type ApiCall } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { FakeSocket, stubWebSocket } from '../results/support/fake-socket';
import { aMessage, aPush, renderWithProviders, runtimeConfig, socketOf } from './chat-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const slow = { timeout: 30_000 };
const chat = '/api/retos/1-2-3/chat';
const chatTopic = 'reto-chat:1-2-3:user-1';
const broadcastTopic = 'reto-broadcast:1-2-3';

function stubChat(overrides: Parameters<typeof stubApi>[0] = {}) {
  let unread = { chat: 1, broadcasts: 2, broadcastsTotal: 2 };
  const organizerSays = aMessage({ sender: 'organizer', userIDCreate: 'org-1', text: 'Bienvenida al reto' });
  const older = Array.from({ length: 20 }, (_, i) => aMessage({ text: `Anterior ${20 - i}` }));
  const calls = stubApi({
    'GET /config.json': { status: 200, body: runtimeConfig },
    [`GET ${chat}/me`]: () => ({ status: 200, body: unread }),
    [`POST ${chat}/tickets`]: (call: ApiCall) => ({ status: 201, body: { topic: 'x', ticket: `ticket-${(call.body as { topic: string }).topic}` } }),
    [`GET ${chat}/me/messages`]: { status: 200, body: { messages: [organizerSays, ...older.slice(0, 19)], cursor: older[18]?.id } },
    [`GET ${chat}/me/messages?cursor=${older[18]?.id}`]: { status: 200, body: { messages: [older[19]] } },
    [`GET ${chat}/broadcasts`]: { status: 200, body: { messages: [aMessage({ sender: 'organizer', topics: ['all'], text: 'Aviso general' })] } },
    [`PUT ${chat}/me/read`]: (call: ApiCall) => {
      unread = (call.body as { stream: string }).stream === 'chat' ? { ...unread, chat: 0 } : { ...unread, broadcasts: 0 };
      return { status: 200, body: unread };
    },
    [`POST ${chat}/me/messages`]: (call: ApiCall) => ({ status: 201, body: aMessage({ text: (call.body as { text: string }).text }) }),
    ...overrides,
  });
  return calls;
}

/** Both topics followed, and the counts read again once they are (what came before the subscription). */
async function liveSockets(calls: ApiCall[]) {
  await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2), slow);
  const unreadReads = () => calls.filter((call) => call.method === 'GET' && call.path === `${chat}/me`).length;
  const before = unreadReads();
  for (const socket of FakeSocket.all) act(() => socket.acceptSubscription());
  await vi.waitFor(() => expect(unreadReads()).toBeGreaterThan(before));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { chatSocket: socketOf(chatTopic) as FakeSocket, broadcastSocket: socketOf(broadcastTopic) as FakeSocket };
}

describe('RetoMessageButtons', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
    stubWebSocket();
  });

  it('shows both buttons with their unread counts and follows both topics with their tickets', async () => {
    const calls = stubChat();
    renderWithProviders(<RetoMessageButtons eventId="1-2-3" />);
    expect(await screen.findByRole('button', { name: 'Mensajes del organizador, 2 mensajes sin leer' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat con el organizador, 1 mensaje sin leer' })).toBeInTheDocument();
    const { chatSocket, broadcastSocket } = await liveSockets(calls);
    expect(chatSocket.sent).toContainEqual({ action: 'subscribe', topic: chatTopic, ticket: 'ticket-chat' });
    expect(broadcastSocket.sent).toContainEqual({ action: 'subscribe', topic: broadcastTopic, ticket: 'ticket-broadcasts' });
  });

  it('holds their place unseen while the counts load, and gives it up to someone who takes no part', async () => {
    stubChat({ [`GET ${chat}/me`]: { status: 403, body: { code: 'NOT_PARTICIPANT', message: 'Usuario no autorizado para este evento' } } });
    const answer = globalThis.fetch;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      if (args[0] === `${chat}/me`) await released;
      return answer(...args);
    });
    renderWithProviders(<RetoMessageButtons eventId="1-2-3" />);
    // The stepper below keeps its place when the buttons show: they are laid out, hidden, from the start.
    expect(await screen.findByText('Mensajes del organizador', {}, slow)).not.toBeVisible();
    expect(screen.queryByRole('button', { name: /^Mensajes del organizador/ })).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Mensajes del organizador')).not.toBeInTheDocument());
  });

  it('opens the chat with its history, reads older messages, marks it read and sends one message on a double click', async () => {
    const calls = stubChat();
    const { user } = renderWithProviders(<RetoMessageButtons eventId="1-2-3" />);
    await user.click(await screen.findByRole('button', { name: /^Chat con el organizador/ }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Chat con el organizador' });
    expect(await within(dialog).findByText('Bienvenida al reto')).toBeInTheDocument();
    expect(within(dialog).getByText('Anterior 2')).toBeInTheDocument();
    expect(within(dialog).queryByText('Anterior 1')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mostrar más' }));
    expect(await within(dialog).findByText('Anterior 1')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([expect.objectContaining({ body: { stream: 'chat' } })]);
    expect(await screen.findByRole('button', { name: 'Chat con el organizador' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Escribe tu mensaje'), '<b>¿Puedo correr</b> en caminadora?');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('<b>¿Puedo correr</b> en caminadora?')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST' && call.path.endsWith('/me/messages'));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ text: '<b>¿Puedo correr</b> en caminadora?', intento: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(dialog).getByLabelText('Escribe tu mensaje')).toHaveValue('');
  });

  it('refuses an empty message before sending it', async () => {
    const calls = stubChat();
    const { user } = renderWithProviders(<RetoMessageButtons eventId="1-2-3" />);
    await user.click(await screen.findByRole('button', { name: /^Chat con el organizador/ }, slow));
    await user.type(screen.getByLabelText('Escribe tu mensaje'), '   ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Escribe un mensaje')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path.endsWith('/me/messages'))).toHaveLength(0);
  });

  it('raises the counts with live messages, and shows one arriving in the open dialog, marked read', async () => {
    const calls = stubChat();
    const { user } = renderWithProviders(<RetoMessageButtons eventId="1-2-3" />);
    await screen.findByRole('button', { name: /^Chat con el organizador/ }, slow);
    const { chatSocket, broadcastSocket } = await liveSockets(calls);

    act(() => broadcastSocket.receive(aPush(broadcastTopic, 'all', aMessage({ sender: 'organizer', topics: ['all'], text: 'Nuevo aviso' }), 3)));
    expect(await screen.findByRole('button', { name: 'Mensajes del organizador, 3 mensajes sin leer' })).toBeInTheDocument();
    act(() => chatSocket.receive(aPush(chatTopic, 'user-1', aMessage({ sender: 'organizer', text: 'Respuesta' }), 2)));
    expect(await screen.findByRole('button', { name: 'Chat con el organizador, 2 mensajes sin leer' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Mensajes del organizador/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensajes del organizador' });
    expect(await within(dialog).findByText('Aviso general')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Escribe tu mensaje')).not.toBeInTheDocument();
    act(() => broadcastSocket.receive(aPush(broadcastTopic, 'all', aMessage({ sender: 'organizer', topics: ['all'], text: 'Otro aviso' }), 4)));
    expect(await within(dialog).findByText('Otro aviso')).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
  });

  it('says it is reconnecting after a drop, follows the topic again and reads what it missed', async () => {
    const calls = stubChat();
    const { user } = renderWithProviders(<RetoMessageButtons eventId="1-2-3" />);
    await user.click(await screen.findByRole('button', { name: /^Chat con el organizador/ }, slow));
    const { chatSocket } = await liveSockets(calls);
    const reads = () => calls.filter((call) => call.path === `${chat}/me/messages`).length;
    // The first read, and again once the topics are followed.
    await vi.waitFor(() => expect(reads()).toBeGreaterThan(1));
    const beforeDrop = reads();

    act(() => chatSocket.drop());
    expect(await screen.findByText('Reconectando…')).toBeInTheDocument();
    // The first retry waits 0.5 to 1 s.
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(3), { timeout: 30_000 });
    act(() => (FakeSocket.last as FakeSocket).acceptSubscription());
    expect(socketOf(chatTopic)).toBe(FakeSocket.last);
    await vi.waitFor(() => expect(reads()).toBeGreaterThan(beforeDrop), { timeout: 30_000 });
    expect(screen.queryByText('Reconectando…')).not.toBeInTheDocument();
  });

  it("reads again, once a topic is followed, that topic's messages and the counts, not the other topic's", async () => {
    const calls = stubChat();
    const { user } = renderWithProviders(<RetoMessageButtons eventId="1-2-3" />);
    await user.click(await screen.findByRole('button', { name: /^Chat con el organizador/ }, slow));
    expect(await screen.findByText('Bienvenida al reto')).toBeInTheDocument();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2), slow);
    for (const socket of FakeSocket.all) act(() => socket.open());
    const reads = (path: string) => calls.filter((call) => call.method === 'GET' && call.path === path).length;
    const [chatReads, unreadReads] = [reads(`${chat}/me/messages`), reads(`${chat}/me`)];

    act(() => socketOf(broadcastTopic)?.receive({ type: 'subscribed', topic: broadcastTopic }));
    await vi.waitFor(() => expect(reads(`${chat}/me`)).toBeGreaterThan(unreadReads));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(reads(`${chat}/me/messages`)).toBe(chatReads);

    act(() => socketOf(chatTopic)?.receive({ type: 'subscribed', topic: chatTopic }));
    await vi.waitFor(() => expect(reads(`${chat}/me/messages`)).toBeGreaterThan(chatReads));
  });

  it('shows nothing to someone who does not take part in the reto', async () => {
    const calls = stubChat({ [`GET ${chat}/me`]: { status: 403, body: { code: 'NOT_PARTICIPANT', message: 'Usuario no autorizado para este evento' } } });
    renderWithProviders(<RetoMessageButtons eventId="1-2-3" />);
    await vi.waitFor(() => expect(calls.some((call) => call.path === `${chat}/me`)).toBe(true), slow);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/tickets'))).toEqual([]);
  });
});

// A reto's chat component alone with the app's providers, its messages as the API answers them, and
// the sockets it opens (one per chat topic), found by the topic they subscribe to.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import type { ReactNode } from 'react';
import type { RetoChatPush } from '@shared/realtime/reto-chat-messages';
import type { RetoMessageView } from '@shared/retos/reto-chat';
import { AppProviders } from '@web/app/providers';
import { FakeSocket } from '../results/support/fake-socket';

export { runtimeConfig } from '../results/support/results-fixtures';

export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = setUpUser();
  render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
  return { user };
}

let sequence = 0;

export function aMessage(overrides: Partial<RetoMessageView> = {}): RetoMessageView {
  sequence += 1;
  return {
    id: String(1_767_225_600_000_000 + sequence * 1000),
    type: 'text',
    text: `Mensaje ${sequence}`,
    topics: ['user-1-organizer'],
    userIDCreate: 'user-1',
    sender: 'athlete',
    date: 1_767_225_600 + sequence,
    ...overrides,
  };
}

export function aPush(topic: string, thread: string, message: RetoMessageView, count: number): RetoChatPush {
  return { type: 'retoChat', topic, eventID: '1-2-3', thread, message, count };
}

/** The socket that asked to follow `topic`. */
export function socketOf(topic: string): FakeSocket | undefined {
  return FakeSocket.all.filter((socket) => socket.sent.some((sent) => (sent as { topic?: string }).topic === topic)).at(-1);
}

// The chat calls of a reto (infra/routes.ts): the athlete's unread counts, thread and broadcasts; the
// organizer's threads, answers and broadcasts; and the tickets to follow them live.
import type { TopicTicket } from '@shared/realtime/admin-messages';
import type {
  AthleteUnread,
  ChatStream,
  ChatThreadPage,
  ChatThreadView,
  ChatTicketTopic,
  RetoMessagePage,
  RetoMessageView,
  SendMessageRequest,
} from '@shared/retos/reto-chat';
import { retoApiPath } from '@shared/retos/reto-api-path';
import { apiRequest } from '@web/lib/api-client';

const chatPath = (eventId: string) => `${retoApiPath(eventId)}/chat`;
const threadPath = (eventId: string, userID: string) => `${chatPath(eventId)}/threads/${encodeURIComponent(userID)}`;
const paged = (path: string, cursor?: string) => (cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path);

export const chatKeys = {
  all: (eventId: string) => ['reto-chat', eventId] as const,
  unread: (eventId: string) => ['reto-chat', eventId, 'unread'] as const,
  mine: (eventId: string) => ['reto-chat', eventId, 'mine'] as const,
  broadcasts: (eventId: string) => ['reto-chat', eventId, 'broadcasts'] as const,
  threads: (eventId: string) => ['reto-chat', eventId, 'threads'] as const,
  thread: (eventId: string, userID: string) => ['reto-chat', eventId, 'thread', userID] as const,
};

export const fetchUnread = (eventId: string) => apiRequest<AthleteUnread>(`${chatPath(eventId)}/me`);
export const fetchMyMessages = (eventId: string, cursor?: string) => apiRequest<RetoMessagePage>(paged(`${chatPath(eventId)}/me/messages`, cursor));
export const sendMyMessage = (eventId: string, request: SendMessageRequest) => apiRequest<RetoMessageView>(`${chatPath(eventId)}/me/messages`, { method: 'POST', body: request });
export const markRead = (eventId: string, stream: ChatStream) => apiRequest<AthleteUnread>(`${chatPath(eventId)}/me/read`, { method: 'PUT', body: { stream } });

export const fetchBroadcasts = (eventId: string, cursor?: string) => apiRequest<RetoMessagePage>(paged(`${chatPath(eventId)}/broadcasts`, cursor));
export const sendBroadcast = (eventId: string, request: SendMessageRequest) => apiRequest<RetoMessageView>(`${chatPath(eventId)}/broadcasts`, { method: 'POST', body: request });

export const fetchThreads = (eventId: string, cursor?: string) => apiRequest<ChatThreadPage>(paged(`${chatPath(eventId)}/threads`, cursor));
export const fetchThread = (eventId: string, userID: string, cursor?: string) => apiRequest<RetoMessagePage>(paged(`${threadPath(eventId, userID)}/messages`, cursor));
export const answerThread = (eventId: string, userID: string, request: SendMessageRequest) =>
  apiRequest<RetoMessageView>(`${threadPath(eventId, userID)}/messages`, { method: 'POST', body: request });
export const markThreadRead = (eventId: string, userID: string) => apiRequest<{ thread: ChatThreadView | null }>(`${threadPath(eventId, userID)}/read`, { method: 'PUT', body: {} });

export async function chatTicket(eventId: string, topic: ChatTicketTopic): Promise<string> {
  return (await apiRequest<TopicTicket>(`${chatPath(eventId)}/tickets`, { method: 'POST', body: { topic } })).ticket;
}

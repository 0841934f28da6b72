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
import { apiRequest } from '@web/lib/api-client';

const chatPath = (eventID: string) => `/api/retos/${encodeURIComponent(eventID)}/chat`;
const threadPath = (eventID: string, userID: string) => `${chatPath(eventID)}/threads/${encodeURIComponent(userID)}`;
const paged = (path: string, cursor?: string) => (cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path);

export const chatKeys = {
  all: (eventID: string) => ['reto-chat', eventID] as const,
  unread: (eventID: string) => ['reto-chat', eventID, 'unread'] as const,
  mine: (eventID: string) => ['reto-chat', eventID, 'mine'] as const,
  broadcasts: (eventID: string) => ['reto-chat', eventID, 'broadcasts'] as const,
  threads: (eventID: string) => ['reto-chat', eventID, 'threads'] as const,
  thread: (eventID: string, userID: string) => ['reto-chat', eventID, 'thread', userID] as const,
};

export const fetchUnread = (eventID: string) => apiRequest<AthleteUnread>(`${chatPath(eventID)}/me`);
export const fetchMyMessages = (eventID: string, cursor?: string) => apiRequest<RetoMessagePage>(paged(`${chatPath(eventID)}/me/messages`, cursor));
export const sendMyMessage = (eventID: string, request: SendMessageRequest) => apiRequest<RetoMessageView>(`${chatPath(eventID)}/me/messages`, { method: 'POST', body: request });
export const markRead = (eventID: string, stream: ChatStream) => apiRequest<AthleteUnread>(`${chatPath(eventID)}/me/read`, { method: 'PUT', body: { stream } });

export const fetchBroadcasts = (eventID: string, cursor?: string) => apiRequest<RetoMessagePage>(paged(`${chatPath(eventID)}/broadcasts`, cursor));
export const sendBroadcast = (eventID: string, request: SendMessageRequest) => apiRequest<RetoMessageView>(`${chatPath(eventID)}/broadcasts`, { method: 'POST', body: request });

export const fetchThreads = (eventID: string, cursor?: string) => apiRequest<ChatThreadPage>(paged(`${chatPath(eventID)}/threads`, cursor));
export const fetchThread = (eventID: string, userID: string, cursor?: string) => apiRequest<RetoMessagePage>(paged(`${threadPath(eventID, userID)}/messages`, cursor));
export const answerThread = (eventID: string, userID: string, request: SendMessageRequest) =>
  apiRequest<RetoMessageView>(`${threadPath(eventID, userID)}/messages`, { method: 'POST', body: request });
export const markThreadRead = (eventID: string, userID: string) => apiRequest<{ thread: ChatThreadView | null }>(`${threadPath(eventID, userID)}/read`, { method: 'PUT', body: {} });

export async function chatTicket(eventID: string, topic: ChatTicketTopic): Promise<string> {
  return (await apiRequest<TopicTicket>(`${chatPath(eventID)}/tickets`, { method: 'POST', body: { topic } })).ticket;
}

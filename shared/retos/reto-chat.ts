// A reto's chat (docs/retos.md §2.6, §2.8, §3 Chat message): each athlete's thread with the
// organizer and the organizer's broadcasts to every participant. Messages are plain text, never
// HTML; a send carries its intento, so a retried send is one message. The message id is the spec's
// timestamp plus a random number below 1000, as milliseconds × 1000 + the draw: sortable as text.
import { z } from 'zod';
import { chatMessages } from './reto-chat-texts';

export const MESSAGE_MAX_LENGTH = 1000;
/** Messages a page of a thread or of the broadcasts holds ('Mostrar más' reads the next). */
export const MESSAGES_PAGE = 20;
/** Threads a page of the organizer's list holds. */
export const THREADS_PAGE = 20;

/** The broadcasts' thread and topic (docs/retos.md §3: topics 'all'). */
export const BROADCASTS = 'all';

/** Who wrote a message: the athlete of its thread, or the organizer (or an admin acting as one). */
export type ChatSender = 'athlete' | 'organizer';

/** Tabs, line breaks and printable text; other control characters are refused. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

export const messageTextSchema = z
  .string()
  .trim()
  .min(1, chatMessages.empty)
  .max(MESSAGE_MAX_LENGTH, chatMessages.tooLong)
  .refine((text) => !CONTROL.test(text), chatMessages.unreadable);

export const sendMessageSchema = z.object({
  text: messageTextSchema,
  /** The send's own id: sent again after a lost answer, it is the same message. */
  intento: z.uuid(),
});
export type SendMessageRequest = z.infer<typeof sendMessageSchema>;

/** What the athlete marks as read: their thread, or the broadcasts. */
export const readChatSchema = z.object({ stream: z.enum(['chat', 'broadcasts']) });
export type ChatStream = z.infer<typeof readChatSchema>['stream'];

/** The topic a ticket is asked for: the athlete's thread or the broadcasts, or the organizer's. */
export const chatTicketSchema = z.object({ topic: z.enum(['chat', 'broadcasts', 'organizer']) });
export type ChatTicketTopic = z.infer<typeof chatTicketSchema>['topic'];

/** An athlete as a route names them (Cognito's sub). */
export const chatUserIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

/** Where the next page starts: the last message's id. */
export const messageCursorSchema = z.string().regex(/^\d{16}$/).optional();
/** Where the next page of threads starts: the last thread's newest message id and athlete. */
export const threadCursorSchema = z.string().regex(/^\d{16}\|[A-Za-z0-9-]{1,64}$/).optional();

/** The spec's id (docs/retos.md §9): the time in milliseconds and a draw below 1000, 16 digits until 2286. */
export function newMessageId(nowMs: number, draw: number): string {
  return String(nowMs * 1000 + draw).padStart(16, '0');
}

/** The spec's topics (docs/retos.md §3) of a message in a thread, or of a broadcast. */
export const messageTopics = (thread: string): string[] => [thread === BROADCASTS ? BROADCASTS : `${thread}-organizer`];

export interface RetoMessageView {
  id: string;
  type: 'text';
  text: string;
  topics: string[];
  userIDCreate: string;
  sender: ChatSender;
  /** Epoch seconds. */
  date: number;
}

export interface RetoMessagePage {
  /** Newest first. */
  messages: RetoMessageView[];
  cursor?: string;
}

/** The athlete's unread messages: the organizer's in their thread, and broadcasts. */
export interface AthleteUnread {
  chat: number;
  broadcasts: number;
  /** Broadcasts sent so far: a live broadcast carries the new total, so unread = total − read. */
  broadcastsTotal: number;
}

/** One athlete's thread as the organizer's list shows it. */
export interface ChatThreadView {
  userID: string;
  athleteName: string;
  lastMessage: { text: string; sender: ChatSender; date: number };
  /** The athlete's messages the organizer has not read. */
  unread: number;
}

export interface ChatThreadPage {
  /** Latest activity first. */
  threads: ChatThreadView[];
  cursor?: string;
}

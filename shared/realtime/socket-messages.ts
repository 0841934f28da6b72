// What browsers and the WebSocket API say to each other.
import { z } from 'zod';
import type { RegistrantsNotice } from './admin-messages';
import { athleteTopicParts, liveTopicEvent, type AthleteUpdate, type LiveSummary } from './live-messages';
import type { RetoChatPush } from './reto-chat-messages';

const topicSchema = z.string().regex(/^[A-Za-z0-9:_#.-]{1,120}$/);

/** Topics anyone may follow (live results). Private topics, such as chat, need their own authorization. */
export function isPublicTopic(topic: string): boolean {
  return liveTopicEvent(topic) !== null || athleteTopicParts(topic) !== null;
}

export const clientMessageSchema = z.discriminatedUnion('action', [
  /** A private topic needs a ticket the HTTP API issued to a caller allowed to follow it. */
  z.object({ action: z.literal('subscribe'), topic: topicSchema, ticket: z.string().regex(/^[0-9a-f-]{36}$/).optional() }),
  z.object({ action: z.literal('unsubscribe'), topic: topicSchema }),
  z.object({ action: z.literal('ping') }),
]);

export type ServerMessage =
  | { type: 'subscribed'; topic: string }
  | { type: 'unsubscribed'; topic: string }
  | { type: 'pong' }
  /** `code` only on the last message before the platform closes the connection. */
  | { type: 'error'; message: string; code?: 'TOO_MANY_MESSAGES' }
  | LiveSummary
  | AthleteUpdate
  | RegistrantsNotice
  | RetoChatPush;

// What browsers and the WebSocket API say to each other.
import { z } from 'zod';

export const topicSchema = z.string().regex(/^[A-Za-z0-9:_#.-]{1,120}$/);

export const clientMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('subscribe'), topic: topicSchema }),
  z.object({ action: z.literal('unsubscribe'), topic: topicSchema }),
  z.object({ action: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type ServerMessage =
  | { type: 'subscribed'; topic: string }
  | { type: 'unsubscribed'; topic: string }
  | { type: 'pong' }
  | { type: 'error'; message: string };

// Pushes a new chat message to whoever follows it live, each reader with their own unread count: a
// thread's message to its athlete's topic and to the organizer's, a broadcast to the participants'
// topic and to the organizer's, with the broadcasts sent so far.
import { retoBroadcastTopic, retoChatTopic, retoOrganizerTopic, type RetoChatPush } from '@shared/realtime/reto-chat-messages';
import type { RetoChatThreadItem } from '@lambdas/data/reto-chat-thread-entity';
import type { RetoMessageItem } from '@lambdas/data/reto-message-entity';
import { queueTopicMessages } from '@lambdas/realtime/fan-out-queue';
import { toMessageView } from './chat-views';

const push = (topic: string, item: RetoMessageItem, count: number): { topic: string; message: RetoChatPush } => ({
  topic,
  message: { type: 'retoChat', topic, eventID: item.eventId, thread: item.thread, message: toMessageView(item), count },
});

export async function pushThreadMessage(item: RetoMessageItem, thread: Pick<RetoChatThreadItem, 'unreadByAthlete' | 'unreadByOrganizer'>): Promise<void> {
  await queueTopicMessages([
    push(retoChatTopic(item.eventId, item.thread), item, thread.unreadByAthlete ?? 0),
    push(retoOrganizerTopic(item.eventId), item, thread.unreadByOrganizer ?? 0),
  ]);
}

export async function pushBroadcast(item: RetoMessageItem, broadcasts: number): Promise<void> {
  await queueTopicMessages([push(retoBroadcastTopic(item.eventId), item, broadcasts), push(retoOrganizerTopic(item.eventId), item, broadcasts)]);
}

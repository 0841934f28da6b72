// Access patterns of a reto's chat. A send is one transaction: the message, created only if its
// intento is new in the thread (a retried send finds the first), and the counter it raises — the
// other side's unread messages of the thread, or the reto's broadcasts sent. Pages read newest
// first; reading clears the reader's own count.
import { randomInt } from 'node:crypto';
import { createWriteTransaction } from 'electrodb';
import { BROADCASTS, MESSAGES_PAGE, THREADS_PAGE, messageTopics, newMessageId, type AthleteUnread, type ChatSender, type SendMessageRequest } from '@shared/retos/reto-chat';
import { isConditionFailure } from '@lambdas/data/conditions';
import { CounterEntity } from '@lambdas/data/counter-entity';
import { RetoChatReaderEntity } from '@lambdas/data/reto-chat-reader-entity';
import { RetoChatThreadEntity, type RetoChatThreadItem } from '@lambdas/data/reto-chat-thread-entity';
import { RetoMessageEntity, type RetoMessageItem } from '@lambdas/data/reto-message-entity';
import { transact } from '@lambdas/data/transaction-retry';

const broadcastsCounter = (eventId: string) => ({ name: `reto-broadcasts#${eventId}` });

export interface Author {
  userID: string;
  sender: ChatSender;
}

export interface Sent {
  message: RetoMessageItem;
  /** False when the intento had already sent it: nothing new was stored. */
  created: boolean;
}

function draft(eventId: string, thread: string, author: Author, request: SendMessageRequest, now: Date) {
  return {
    eventId,
    thread,
    intento: request.intento,
    id: newMessageId(now.getTime(), randomInt(1000)),
    text: request.text,
    topics: messageTopics(thread),
    userIDCreate: author.userID,
    sender: author.sender,
    date: Math.floor(now.getTime() / 1000),
  };
}

async function existing(eventId: string, thread: string, intento: string): Promise<Sent> {
  const { data } = await RetoMessageEntity.get({ eventId, thread, intento }).go({ consistent: true });
  if (!data) throw new Error(`The message of intento ${intento} in ${eventId}/${thread} is gone`);
  return { message: data, created: false };
}

/** A message in the athlete's thread, by either side; the thread keeps the athlete's name. */
export async function sendInThread(eventId: string, athlete: { userID: string; name: string }, author: Author, request: SendMessageRequest, now: Date): Promise<Sent> {
  const message = draft(eventId, athlete.userID, author, request, now);
  const outcome = await transact(() =>
    createWriteTransaction({ messages: RetoMessageEntity, threads: RetoChatThreadEntity }, ({ messages, threads }) => [
      messages.create(message).commit(),
      threads
        .upsert({ eventId, userID: athlete.userID, athleteName: athlete.name, lastId: message.id, lastText: message.text, lastSender: message.sender, lastDate: message.date })
        .add({ messages: 1, ...(author.sender === 'athlete' ? { unreadByOrganizer: 1 } : { unreadByAthlete: 1 }) })
        .commit(),
    ]).go(),
  );
  if (outcome.ok) return { message: { ...message, type: 'text' }, created: true };
  return existing(eventId, athlete.userID, request.intento);
}

export async function sendBroadcast(eventId: string, author: Author, request: SendMessageRequest, now: Date): Promise<Sent> {
  const message = draft(eventId, BROADCASTS, author, request, now);
  const outcome = await transact(() =>
    createWriteTransaction({ messages: RetoMessageEntity, counters: CounterEntity }, ({ messages, counters }) => [
      messages.create(message).commit(),
      counters.update(broadcastsCounter(eventId)).add({ value: 1 }).commit(),
    ]).go(),
  );
  if (outcome.ok) return { message: { ...message, type: 'text' }, created: true };
  return existing(eventId, BROADCASTS, request.intento);
}

/** A page of a thread ('all': the broadcasts), newest first, after the cursor's message. */
export async function listMessages(eventId: string, thread: string, after?: string): Promise<{ messages: RetoMessageItem[]; more: boolean }> {
  const query = RetoMessageEntity.query.newestFirst({ eventId, thread });
  const { data } = await (after ? query.lt({ id: after }) : query).go({ order: 'desc', count: MESSAGES_PAGE + 1 });
  return { messages: data.slice(0, MESSAGES_PAGE), more: data.length > MESSAGES_PAGE };
}

export async function listThreads(eventId: string, after?: { lastId: string; userID: string }): Promise<{ threads: RetoChatThreadItem[]; more: boolean }> {
  const query = RetoChatThreadEntity.query.latestFirst({ eventId });
  const { data } = await (after ? query.lt(after) : query).go({ order: 'desc', count: THREADS_PAGE + 1 });
  return { threads: data.slice(0, THREADS_PAGE), more: data.length > THREADS_PAGE };
}

export async function getThread(eventId: string, userID: string): Promise<RetoChatThreadItem | null> {
  const { data } = await RetoChatThreadEntity.get({ eventId, userID }).go({ consistent: true });
  return data;
}

export async function countBroadcasts(eventId: string): Promise<number> {
  const { data } = await CounterEntity.get(broadcastsCounter(eventId)).go({ consistent: true });
  return data?.value ?? 0;
}

async function broadcastsReadBy(eventId: string, userID: string): Promise<number> {
  const { data } = await RetoChatReaderEntity.get({ eventId, userID }).go({ consistent: true });
  return data?.broadcastsRead ?? 0;
}

/** The organizer's messages the athlete has not read, in their thread and among the broadcasts. */
export async function athleteUnread(eventId: string, userID: string, broadcastsTotal?: number): Promise<AthleteUnread> {
  const [thread, read, total] = await Promise.all([getThread(eventId, userID), broadcastsReadBy(eventId, userID), broadcastsTotal ?? countBroadcasts(eventId)]);
  return { chat: thread?.unreadByAthlete ?? 0, broadcasts: Math.max(0, total - read), broadcastsTotal: total };
}

/** Clears one side's unread messages of a thread; the thread as it is then, or null when there is none. */
export async function clearUnread(eventId: string, userID: string, reader: ChatSender): Promise<RetoChatThreadItem | null> {
  try {
    const patch = RetoChatThreadEntity.patch({ eventId, userID }).set(reader === 'athlete' ? { unreadByAthlete: 0 } : { unreadByOrganizer: 0 });
    return (await patch.go({ response: 'all_new' })).data;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Marks the broadcasts sent so far as read by the athlete; a mark is never moved back. */
export async function markBroadcastsRead(eventId: string, userID: string, total: number): Promise<void> {
  try {
    await RetoChatReaderEntity.update({ eventId, userID })
      .set({ broadcastsRead: total })
      .where(({ broadcastsRead }, { notExists, lt }) => `${notExists(broadcastsRead)} OR ${lt(broadcastsRead, total)}`)
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

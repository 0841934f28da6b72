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

const broadcastsCounter = (eventID: string) => ({ name: `reto-broadcasts#${eventID}` });

export interface Author {
  userID: string;
  sender: ChatSender;
}

export interface Sent {
  message: RetoMessageItem;
  /** False when the intento had already sent it: nothing new was stored. */
  created: boolean;
}

function draft(eventID: string, thread: string, author: Author, request: SendMessageRequest, now: Date) {
  return {
    eventID,
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

async function existing(eventID: string, thread: string, intento: string): Promise<Sent> {
  const { data } = await RetoMessageEntity.get({ eventID, thread, intento }).go({ consistent: true });
  if (!data) throw new Error(`The message of intento ${intento} in ${eventID}/${thread} is gone`);
  return { message: data, created: false };
}

/** A message in the athlete's thread, by either side; the thread keeps the athlete's name. */
export async function sendInThread(eventID: string, athlete: { userID: string; name: string }, author: Author, request: SendMessageRequest, now: Date): Promise<Sent> {
  const message = draft(eventID, athlete.userID, author, request, now);
  const outcome = await transact(() =>
    createWriteTransaction({ messages: RetoMessageEntity, threads: RetoChatThreadEntity }, ({ messages, threads }) => [
      messages.create(message).commit(),
      threads
        .upsert({ eventID, userID: athlete.userID, athleteName: athlete.name, lastId: message.id, lastText: message.text, lastSender: message.sender, lastDate: message.date })
        .add({ messages: 1, ...(author.sender === 'athlete' ? { unreadByOrganizer: 1 } : { unreadByAthlete: 1 }) })
        .commit(),
    ]).go(),
  );
  if (outcome.ok) return { message: { ...message, type: 'text' }, created: true };
  return existing(eventID, athlete.userID, request.intento);
}

export async function sendBroadcast(eventID: string, author: Author, request: SendMessageRequest, now: Date): Promise<Sent> {
  const message = draft(eventID, BROADCASTS, author, request, now);
  const outcome = await transact(() =>
    createWriteTransaction({ messages: RetoMessageEntity, counters: CounterEntity }, ({ messages, counters }) => [
      messages.create(message).commit(),
      counters.update(broadcastsCounter(eventID)).add({ value: 1 }).commit(),
    ]).go(),
  );
  if (outcome.ok) return { message: { ...message, type: 'text' }, created: true };
  return existing(eventID, BROADCASTS, request.intento);
}

/** A page of a thread ('all': the broadcasts), newest first, after the cursor's message. */
export async function listMessages(eventID: string, thread: string, after?: string): Promise<{ messages: RetoMessageItem[]; more: boolean }> {
  const query = RetoMessageEntity.query.newestFirst({ eventID, thread });
  const { data } = await (after ? query.lt({ id: after }) : query).go({ order: 'desc', count: MESSAGES_PAGE + 1 });
  return { messages: data.slice(0, MESSAGES_PAGE), more: data.length > MESSAGES_PAGE };
}

export async function listThreads(eventID: string, after?: { lastId: string; userID: string }): Promise<{ threads: RetoChatThreadItem[]; more: boolean }> {
  const query = RetoChatThreadEntity.query.latestFirst({ eventID });
  const { data } = await (after ? query.lt(after) : query).go({ order: 'desc', count: THREADS_PAGE + 1 });
  return { threads: data.slice(0, THREADS_PAGE), more: data.length > THREADS_PAGE };
}

export async function getThread(eventID: string, userID: string): Promise<RetoChatThreadItem | null> {
  const { data } = await RetoChatThreadEntity.get({ eventID, userID }).go({ consistent: true });
  return data;
}

export async function countBroadcasts(eventID: string): Promise<number> {
  const { data } = await CounterEntity.get(broadcastsCounter(eventID)).go({ consistent: true });
  return data?.value ?? 0;
}

async function broadcastsReadBy(eventID: string, userID: string): Promise<number> {
  const { data } = await RetoChatReaderEntity.get({ eventID, userID }).go({ consistent: true });
  return data?.broadcastsRead ?? 0;
}

/** The organizer's messages the athlete has not read, in their thread and among the broadcasts. */
export async function athleteUnread(eventID: string, userID: string, broadcastsTotal?: number): Promise<AthleteUnread> {
  const [thread, read, total] = await Promise.all([getThread(eventID, userID), broadcastsReadBy(eventID, userID), broadcastsTotal ?? countBroadcasts(eventID)]);
  return { chat: thread?.unreadByAthlete ?? 0, broadcasts: Math.max(0, total - read), broadcastsTotal: total };
}

/** Clears one side's unread messages of a thread; the thread as it is then, or null when there is none. */
export async function clearUnread(eventID: string, userID: string, reader: ChatSender): Promise<RetoChatThreadItem | null> {
  try {
    const patch = RetoChatThreadEntity.patch({ eventID, userID }).set(reader === 'athlete' ? { unreadByAthlete: 0 } : { unreadByOrganizer: 0 });
    return (await patch.go({ response: 'all_new' })).data;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Marks the broadcasts sent so far as read by the athlete; a mark is never moved back. */
export async function markBroadcastsRead(eventID: string, userID: string, total: number): Promise<void> {
  try {
    await RetoChatReaderEntity.update({ eventID, userID })
      .set({ broadcastsRead: total })
      .where(({ broadcastsRead }, { notExists, lt }) => `${notExists(broadcastsRead)} OR ${lt(broadcastsRead, total)}`)
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

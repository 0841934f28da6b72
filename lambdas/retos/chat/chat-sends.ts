// What every chat send does after its access check: holds the sender to the per-account limit (a
// rolling window: docs/security.md, 'Request limits'),
// stores the message once per intento, pushes it live, and — for the organizer's messages — owes a
// check in 15 minutes of whether the athletes read it (chat-mail-round.ts). A retried send answers
// the first one's message (200) and pushes nothing again.
import { rateLimits } from '@shared/core/rate-limits';
import { BROADCASTS, type SendMessageRequest } from '@shared/retos/reto-chat';
import type { Caller } from '@lambdas/core/caller';
import type { HttpEvent, HttpReply } from '@lambdas/core/http-handler';
import { enforceRollingLimits } from '@lambdas/limits/rolling-rate-limit';
import { siteOf } from '@lambdas/core/request-site';
import { pushBroadcast, pushThreadMessage } from './chat-live';
import { scheduleMailCheck } from './chat-mail-repository';
import { countBroadcasts, getThread, sendBroadcast, sendInThread, type Author, type Sent } from './chat-repository';
import { toMessageView } from './chat-views';

/** How long an organizer's message may stay unread before an offline athlete is mailed. */
const MAIL_AFTER_SECONDS = 15 * 60;

const limitSender = (caller: Caller) => enforceRollingLimits([{ subject: `retos:mensajes:${caller.userId}`, limits: rateLimits.retoMessagesPerUser }]);

function answer({ message, created }: Sent): HttpReply {
  return { statusCode: created ? 201 : 200, body: toMessageView(message) };
}

async function owesMailCheck(event: HttpEvent, eventId: string, recipient: string, now: Date): Promise<void> {
  await scheduleMailCheck({ eventId, recipient, dueAt: Math.floor(now.getTime() / 1000) + MAIL_AFTER_SECONDS, site: siteOf(event) });
}

export async function sendThreadMessage(
  event: HttpEvent,
  caller: Caller,
  eventId: string,
  athlete: { userID: string; name: string },
  sender: Author['sender'],
  request: SendMessageRequest,
): Promise<HttpReply> {
  await limitSender(caller);
  const now = new Date();
  const sent = await sendInThread(eventId, athlete, { userID: caller.userId, sender }, request, now);
  if (sent.created) {
    const thread = await getThread(eventId, athlete.userID);
    await pushThreadMessage(sent.message, thread ?? {});
    if (sender === 'organizer') await owesMailCheck(event, eventId, athlete.userID, now);
  }
  return answer(sent);
}

export async function sendBroadcastMessage(event: HttpEvent, caller: Caller, eventId: string, request: SendMessageRequest): Promise<HttpReply> {
  await limitSender(caller);
  const now = new Date();
  const sent = await sendBroadcast(eventId, { userID: caller.userId, sender: 'organizer' }, request, now);
  if (sent.created) {
    await pushBroadcast(sent.message, await countBroadcasts(eventId));
    await owesMailCheck(event, eventId, BROADCASTS, now);
  }
  return answer(sent);
}

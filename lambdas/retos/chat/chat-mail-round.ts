// One round of the chat's mails (scheduled): for each check now due, every athlete it names (one, or
// every participant after a broadcast) who still has the organizer's messages unread and no live
// connection to their thread is mailed — at most once an hour per reto, the mail owed in the one
// outbox (lambdas/mail/) with the hour's claim and sent right after; one mailed within the hour gets
// a check of their own for when the hour is up.
import { inParallel } from '@lambdas/core/in-parallel';
import { firstDueAt, sendOwed } from '@lambdas/mail/outbox';
import { listSubscribers } from '@lambdas/realtime/connection-repository';
import { BROADCASTS } from '@shared/retos/reto-chat';
import { retoChatTopic } from '@shared/realtime/reto-chat-messages';
import type { VirtualEventItem } from '@lambdas/data/virtual-event-entity';
import { getVirtualEvent } from '../virtual-events-repository';
import { renderChatMail } from './chat-mail-content';
import { athleteUnread, countBroadcasts } from './chat-repository';
import {
  MAIL_INTERVAL_SECONDS,
  claimMail,
  completeCheck,
  getRecipient,
  listDueChecks,
  listRecipients,
  moveMailCheck,
  type MailCheck,
  type Recipient,
} from './chat-mail-repository';

/** SES's default sending rate is 14 a second: a few at a time stay well below. */
const MAILS_IN_FLIGHT = 4;

/** Whether the athlete follows their thread live now: the reto's page subscribes to it while open. */
const isLive = async (eventId: string, userID: string) => (await listSubscribers(retoChatTopic(eventId, userID), 0)).length > 0;

async function mailIfUnread(reto: VirtualEventItem, recipient: Recipient, check: MailCheck, broadcasts: number, nowSeconds: number): Promise<number> {
  const { eventId } = reto;
  const unread = await athleteUnread(eventId, recipient.userID, broadcasts);
  const count = unread.chat + unread.broadcasts;
  if (count === 0 || (await isLive(eventId, recipient.userID))) return 0;
  const link = `${check.site}/retos/${encodeURIComponent(eventId)}`;
  const content = renderChatMail({ to: recipient.athleteEmail, athleteName: recipient.athleteName, eventName: reto.eventName, unread: count, link });
  const mail = { mailId: `reto-chat:${eventId}:${recipient.userID}:${nowSeconds}`, kind: 'reto-chat', to: recipient.athleteEmail, ...content, dueAt: firstDueAt(new Date(nowSeconds * 1000)) };
  const claim = await claimMail(eventId, recipient.userID, nowSeconds, mail);
  if (claim !== 'claimed') {
    await moveMailCheck({ eventId, recipient: recipient.userID, dueAt: claim.lastMailAt + MAIL_INTERVAL_SECONDS, site: check.site });
    return 0;
  }
  // One that SES refuses now stays in the outbox, for its job to send.
  return (await sendOwed(mail)) ? 1 : 0;
}

async function recipientsOf(check: MailCheck): Promise<Recipient[]> {
  if (check.recipient === BROADCASTS) return listRecipients(check.eventId);
  const recipient = await getRecipient(check.eventId, check.recipient);
  return recipient ? [recipient] : [];
}

async function runCheck(check: MailCheck, nowSeconds: number): Promise<number> {
  const reto = await getVirtualEvent(check.eventId);
  let sent = 0;
  if (reto) {
    const [recipients, broadcasts] = await Promise.all([recipientsOf(check), countBroadcasts(check.eventId)]);
    const mailed = await inParallel(recipients, MAILS_IN_FLIGHT, (recipient) => mailIfUnread(reto, recipient, check, broadcasts, nowSeconds));
    sent = mailed.reduce((sum, one) => sum + one, 0);
  }
  await completeCheck(check);
  return sent;
}

/** The mails sent this round. */
export async function sendDueChatMails(now: Date): Promise<number> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  let sent = 0;
  for (const check of await listDueChecks(nowSeconds)) sent += await runCheck(check, nowSeconds);
  return sent;
}

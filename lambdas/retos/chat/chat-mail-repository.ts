// Access patterns of the chat's mails to offline athletes: the checks owed (one per athlete, or one
// per reto after a broadcast, created only when none is pending), soonest first; the reto's
// participants to check after a broadcast; and the claim of an athlete's hourly mail, a guarded
// write, so two rounds at once still send one, made in one transaction with the mail owed in the
// one outbox (lambdas/mail/), so a claimed hour never goes unmailed.
import { createWriteTransaction } from 'electrodb';
import { guardedWrite } from '@lambdas/data/conditions';
import { OutboxMailEntity } from '@lambdas/data/outbox-mail-entity';
import { RetoChatMailEntity, CHAT_MAIL_QUEUE, type RetoChatMailItem } from '@lambdas/data/reto-chat-mail-entity';
import { RetoChatReaderEntity } from '@lambdas/data/reto-chat-reader-entity';
import { RetoParticipantEntity } from '@lambdas/data/reto-participant-entity';
import { transact } from '@lambdas/data/transaction-retry';
import { owe, type OwedMail } from '@lambdas/mail/outbox-repository';

/** An athlete is mailed about unread messages at most once an hour per reto. */
export const MAIL_INTERVAL_SECONDS = 60 * 60;
/** Checks one round takes on; the rest wait for the next round. */
const CHECKS_PER_ROUND = 100;

export type MailCheck = Pick<RetoChatMailItem, 'eventId' | 'recipient' | 'dueAt' | 'site'>;

/** Owes a check at dueAt, unless one is pending already (it will see this message's unread too). */
export async function scheduleMailCheck(check: MailCheck): Promise<void> {
  await guardedWrite(RetoChatMailEntity.create(check).go({ response: 'none' }));
}

/** Sets the check for its new time, whether one is pending or not (an athlete mailed within the hour waits for it). */
export async function moveMailCheck(check: MailCheck): Promise<void> {
  await RetoChatMailEntity.put(check).go({ response: 'none' });
}

/** The checks due at `nowSeconds`, soonest first. Epoch seconds have ten digits until 2286, so they sort as text. */
export async function listDueChecks(nowSeconds: number): Promise<MailCheck[]> {
  const { data } = await RetoChatMailEntity.query.soonestFirst({ queue: CHAT_MAIL_QUEUE }).lt({ dueAt: nowSeconds + 1 }).go({ count: CHECKS_PER_ROUND });
  return data;
}

/** Done with a check, unless it was moved meanwhile (then it stays for its new time). */
export async function completeCheck({ eventId, recipient, dueAt }: MailCheck): Promise<void> {
  await guardedWrite(
    RetoChatMailEntity.delete({ eventId, recipient })
      .where((check, { eq }) => eq(check.dueAt, dueAt))
      .go({ response: 'none' }),
  );
}

export interface Recipient {
  userID: string;
  athleteName: string;
  athleteEmail: string;
}

export async function listRecipients(eventId: string): Promise<Recipient[]> {
  const { data } = await RetoParticipantEntity.query.byReto({ eventId }).go({ pages: 'all', attributes: ['userID', 'athleteName', 'athleteEmail'] });
  return data;
}

export async function getRecipient(eventId: string, userID: string): Promise<Recipient | null> {
  const { data } = await RetoParticipantEntity.get({ eventId, userID }).go({ attributes: ['userID', 'athleteName', 'athleteEmail'] });
  return data;
}

/** Takes the athlete's mail of this hour, owing `mail` with it: 'claimed', or when the last one went. */
export async function claimMail(eventId: string, userID: string, nowSeconds: number, mail: OwedMail): Promise<'claimed' | { lastMailAt: number }> {
  const outcome = await transact(() =>
    createWriteTransaction({ reader: RetoChatReaderEntity, mails: OutboxMailEntity }, ({ reader, mails }) => [
      reader
        .update({ eventId, userID })
        .set({ lastMailAt: nowSeconds })
        .where(({ lastMailAt }, { notExists, lte }) => `${notExists(lastMailAt)} OR ${lte(lastMailAt, nowSeconds - MAIL_INTERVAL_SECONDS)}`)
        .commit(),
      owe(mails, mail),
    ]).go(),
  );
  if (outcome.ok) return 'claimed';
  const { data } = await RetoChatReaderEntity.get({ eventId, userID }).go({ consistent: true });
  return { lastMailAt: data?.lastMailAt ?? nowSeconds };
}

// Access patterns of the one mail outbox: the write a sender's own transaction adds (or a write of
// its own), the mails due, soonest first, the delivery job's claim on one (a guarded write that moves
// it to its next try, so two runs never both send it) and its removal once delivered.
import type { createWriteTransaction } from 'electrodb';
import { guardedWrite } from '@lambdas/data/conditions';
import { OutboxMailEntity, OUTBOX_QUEUE, type OutboxMailItem } from '@lambdas/data/outbox-mail-entity';

/** Mails one run of the delivery job takes on; the rest wait for the next run. */
const MAILS_PER_ROUND = 100;

export type OutboxMail = Pick<OutboxMailItem, 'mailId' | 'kind' | 'to' | 'subject' | 'html' | 'text' | 'dueAt' | 'attempts' | 'staffResend'>;

/** A mail as its sender owes it, before any delivery try. */
export type OwedMail = Omit<OutboxMail, 'attempts'>;

/** The id of a registrant's mail of a type: a registrant is owed each type once. */
export const registrantMailId = (eventId: number, registroId: string, tipoCorreo: number) => `registro:${eventId}:${registroId}:${tipoCorreo}`;

/** What a write transaction's function gets for the outbox entity (`{ mails: OutboxMailEntity }`). */
export type OutboxOperations = Parameters<Parameters<typeof createWriteTransaction<{ mails: typeof OutboxMailEntity }, unknown, never[]>>[1]>[0]['mails'];

/** Puts the mail in the outbox, in the caller's transaction. */
export const owe = (mails: OutboxOperations, mail: OwedMail) => mails.put({ ...mail, attempts: 0 }).commit();

/** Puts the mail in the outbox, on its own. */
export async function putOwedMail(mail: OwedMail): Promise<void> {
  await OutboxMailEntity.put({ ...mail, attempts: 0 }).go({ response: 'none' });
}

/** The mails due before `now`, soonest first. */
export async function mailsDueBefore(now: Date): Promise<OutboxMail[]> {
  const { data } = await OutboxMailEntity.query.soonestFirst({ queue: OUTBOX_QUEUE }).lt({ dueAt: now.toISOString() }).go({ count: MAILS_PER_ROUND });
  return data;
}

/** Takes the mail for one send, moving it to `retryAt`: false when another run took it since it was read. */
export async function claimOwedMail({ mailId, dueAt, attempts }: OutboxMail, retryAt: Date): Promise<boolean> {
  return guardedWrite(
    OutboxMailEntity.patch({ mailId })
      .set({ dueAt: retryAt.toISOString(), attempts: attempts + 1, queue: OUTBOX_QUEUE })
      .where((mail, { eq }) => eq(mail.dueAt, dueAt))
      .go({ response: 'none' }),
  );
}

/** Delivered (or given up): out of the outbox. */
export async function removeOwedMail({ mailId }: Pick<OutboxMail, 'mailId'>): Promise<void> {
  await OutboxMailEntity.delete({ mailId }).go({ response: 'none' });
}

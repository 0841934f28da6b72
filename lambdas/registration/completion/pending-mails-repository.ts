// Access patterns of the confirmation mails' outbox: the write a completion's transaction adds, the
// mails due, soonest first, the delivery job's claim on one (a guarded write that moves it to its
// next try, so two runs never both send it) and its removal once delivered.
import type { createWriteTransaction } from 'electrodb';
import { guardedWrite } from '@lambdas/data/conditions';
import { PendingMailEntity, PENDING_MAILS_QUEUE, type PendingMailItem } from '@lambdas/data/pending-mail-entity';

/** Mails one run of the delivery job takes on; the rest wait for the next run. */
const MAILS_PER_ROUND = 100;

export type PendingMail = Pick<PendingMailItem, 'eventId' | 'registroId' | 'tipoCorreo' | 'to' | 'subject' | 'html' | 'text' | 'dueAt' | 'attempts'>;

type PendingMailOperations = Parameters<Parameters<typeof createWriteTransaction<{ mails: typeof PendingMailEntity }, unknown, never[]>>[1]>[0]['mails'];

/** Puts the mail in the outbox, in the caller's transaction. */
export const putPendingMail = (mails: PendingMailOperations, mail: Omit<PendingMail, 'attempts'>) => mails.put({ ...mail, attempts: 0 }).commit();

/** The mails due before `now`, soonest first. */
export async function mailsDueBefore(now: Date): Promise<PendingMail[]> {
  const { data } = await PendingMailEntity.query.soonestFirst({ queue: PENDING_MAILS_QUEUE }).lt({ dueAt: now.toISOString() }).go({ count: MAILS_PER_ROUND });
  return data;
}

/** Takes the mail for one send, moving it to `retryAt`: false when another run took it since it was read. */
export async function claimPendingMail({ eventId, registroId, dueAt, attempts }: PendingMail, retryAt: Date): Promise<boolean> {
  return guardedWrite(
    PendingMailEntity.patch({ eventId, registroId })
      .set({ dueAt: retryAt.toISOString(), attempts: attempts + 1, queue: PENDING_MAILS_QUEUE })
      .where((mail, { eq }) => eq(mail.dueAt, dueAt))
      .go({ response: 'none' }),
  );
}

/** Delivered (or given up): out of the outbox. */
export async function removePendingMail({ eventId, registroId }: Pick<PendingMail, 'eventId' | 'registroId'>): Promise<void> {
  await PendingMailEntity.delete({ eventId, registroId }).go({ response: 'none' });
}

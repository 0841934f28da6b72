// Registration confirmations the registration's own outbox held before the one outbox (its
// `pendingMail` items, lambdas/data/pending-mail-entity.ts): each is moved to the one outbox as it
// stands (content, next try, tries made), in one transaction that takes it out of the old one, so a
// mail stored before the change is delivered once and none is lost. Nothing writes the old outbox any
// more: once it is empty in every deployment, this and the entity can go.
import { createWriteTransaction } from 'electrodb';
import { logger } from '@lambdas/core/observability';
import { OutboxMailEntity } from '@lambdas/data/outbox-mail-entity';
import { PendingMailEntity, PENDING_MAILS_QUEUE } from '@lambdas/data/pending-mail-entity';
import { transact } from '@lambdas/data/transaction-retry';
import { registrantMailId } from './outbox-repository';

/** Moved per run of the delivery job; more wait for the next run. */
const MOVES_PER_ROUND = 100;

/** Moves the old outbox's mails to the one outbox; answers how many it moved. */
export async function moveLegacyMails(): Promise<number> {
  const { data } = await PendingMailEntity.query.soonestFirst({ queue: PENDING_MAILS_QUEUE }).go({ count: MOVES_PER_ROUND });
  let moved = 0;
  for (const { eventId, registroId, tipoCorreo, to, subject, html, text, dueAt, attempts } of data) {
    try {
      const outcome = await transact(() =>
        createWriteTransaction({ legacy: PendingMailEntity, mails: OutboxMailEntity }, ({ legacy, mails }) => [
          // Only as read: a mail a run of the old job sent meanwhile is gone, or moved to its next try.
          legacy
            .delete({ eventId, registroId })
            .where((mail, { eq }) => eq(mail.dueAt, dueAt))
            .commit(),
          mails.put({ mailId: registrantMailId(eventId, registroId, tipoCorreo), kind: 'registration', to, subject, html, text, dueAt, attempts, staffResend: { eventId, registroId } }).commit(),
        ]).go(),
      );
      if (outcome.ok) moved += 1;
    } catch (error) {
      // Left where it is for the next run; the others are moved meanwhile.
      logger.error('A mail of the old outbox was not moved', { eventId, registroId, tipoCorreo, error: error instanceof Error ? error : String(error) });
    }
  }
  return moved;
}

// The one mail outbox of the platform: every mail it sends is owed here first — by the write that
// causes it, in the same transaction where that write is one (a registration's completion, its OXXO
// voucher, its expiry, a chat notice's hourly claim) — and sent right after by its sender. The
// delivery job (send-outbox-mails.ts) sends what a sender left there (it was cut off before sending,
// or SES failed), each under a claim, retrying with a growing delay; after a few failed tries it
// gives up (a registrant's mail is then marked for staff to send again; a chat notice is dropped). A
// mail leaves the outbox once SES took it: one whose sender dies between SES taking it and its removal
// is sent twice, since SES cannot be asked whether it took a mail, and a second mail is chosen over none.
import { logger } from '@lambdas/core/observability';
import { inParallel } from '@lambdas/core/in-parallel';
import { RegistrantEntity } from '@lambdas/data/registrant-entity';
import { moveLegacyMails } from './legacy-pending-mails';
import { claimOwedMail, mailsDueBefore, putOwedMail, removeOwedMail, type OutboxMail, type OwedMail } from './outbox-repository';
import { sendMail } from './ses-mail';

/** A sender sends its own mail within its run (seconds); the job leaves a mail alone this long first. */
export const OWN_SEND_MS = 5 * 60_000;
/**
 * Tries of the job before it gives up on a mail. A chat notice stands for its hour's unread messages
 * (one an hour per athlete and reto): it is tried twice, well within its hour, never beside the next one.
 */
const maxAttempts = (kind: OutboxMail['kind']) => (kind === 'reto-chat' ? 2 : 6);
/** SES's default sending rate is 14 a second: a few at a time stay well below. */
const MAILS_IN_FLIGHT = 4;

/** After the n-th try: 5, 10, 20, 40, then every 60 minutes. */
const retryDelayMs = (attempts: number) => Math.min(60, 5 * 2 ** attempts) * 60_000;

/** When the job may take a mail its sender puts in the outbox at `now`. */
export const firstDueAt = (now: Date) => new Date(now.getTime() + OWN_SEND_MS).toISOString();

const failed = ({ mailId, kind }: Pick<OutboxMail, 'mailId' | 'kind'>, error: unknown) =>
  logger.error('Mail not sent; it stays in the outbox', { mailId, kind, error: error instanceof Error ? error : String(error) });

/**
 * Sends a mail the outbox holds and takes it out: false when SES (or the removal) failed, and the
 * mail stays for the job. What a sender calls right after the write that put the mail there.
 */
export async function sendOwed(mail: OwedMail): Promise<boolean> {
  try {
    await sendMail(mail);
    await removeOwedMail(mail);
    return true;
  } catch (error) {
    failed(mail, error);
    return false;
  }
}

/** A mail no write of its sender's owes: put in the outbox on its own, then sent. */
export async function oweAndSend(mail: OwedMail): Promise<boolean> {
  await putOwedMail(mail);
  return sendOwed(mail);
}

/** Staff are asked to send a registration's confirmation again, as when they ask for it themselves. */
async function markForStaff({ eventId, registroId }: NonNullable<OutboxMail['staffResend']>): Promise<void> {
  await RegistrantEntity.patch({ eventId, registroId }).set({ sendMail: true }).go({ response: 'none' });
}

async function deliverDue(mail: OutboxMail, now: Date): Promise<boolean> {
  if (mail.attempts >= maxAttempts(mail.kind)) {
    logger.error('Mail given up after its tries', { mailId: mail.mailId, kind: mail.kind });
    if (mail.staffResend) await markForStaff(mail.staffResend);
    await removeOwedMail(mail);
    return false;
  }
  if (!(await claimOwedMail(mail, new Date(now.getTime() + retryDelayMs(mail.attempts))))) return false;
  return sendOwed(mail);
}

/** Delivers the outbox's mails due at `now`; answers how many went. */
export async function deliverDueMails(now: Date): Promise<number> {
  // The old outbox's mails wait for the next run when they cannot be read; the one outbox's go on.
  await moveLegacyMails().catch((error: unknown) => logger.error('The old outbox was not read; tried again next run', { error: error instanceof Error ? error : String(error) }));
  const due = await mailsDueBefore(now);
  const sent = await inParallel(due, MAILS_IN_FLIGHT, (mail) => deliverDue(mail, now));
  return sent.filter(Boolean).length;
}

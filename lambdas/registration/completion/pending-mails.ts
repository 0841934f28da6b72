// The confirmation mails' outbox delivered. A completion sends its own mail right after the write that
// put it in the outbox; the delivery job sends the ones a completion left there (it was cut off
// before sending, or SES failed), each under a claim, and after a few failed tries gives up and marks
// the registrant for staff to send it again. A mail leaves the outbox once SES took it.
import { logger } from '@lambdas/core/observability';
import { inParallel } from '@lambdas/core/in-parallel';
import { claimPendingMail, mailsDueBefore, removePendingMail, type PendingMail } from './pending-mails-repository';
import { markMailUnsent } from '../registrants-repository';
import { sendMail } from './registration-mail';

/** A completion sends its own mail within its run (seconds); the job leaves a mail alone this long first. */
export const OWN_SEND_MS = 5 * 60_000;
const MAX_ATTEMPTS = 6;
/** SES's default sending rate is 14 a second: a few at a time stay well below. */
const MAILS_IN_FLIGHT = 4;

/** After the n-th try: 5, 10, 20, 40, then every 60 minutes. */
const retryDelayMs = (attempts: number) => Math.min(60, 5 * 2 ** attempts) * 60_000;

/** When the job may take a mail a completion puts in the outbox at `now`. */
export const firstDueAt = (now: Date) => new Date(now.getTime() + OWN_SEND_MS).toISOString();

const failed = ({ eventId, registroId, tipoCorreo }: PendingMail, error: unknown) =>
  logger.error('Confirmation mail not sent; it stays in the outbox', { eventId, registroId, tipoCorreo, error: error instanceof Error ? error : String(error) });

/** Sent and out of the outbox: false when SES (or the removal) failed, and the mail stays for the job. */
async function sendPending(mail: PendingMail): Promise<boolean> {
  try {
    await sendMail(mail);
    await removePendingMail(mail);
    return true;
  } catch (error) {
    failed(mail, error);
    return false;
  }
}

/** Sends the mail its completion just put in the outbox. */
export async function sendCompletionMail(mail: PendingMail): Promise<void> {
  await sendPending(mail);
}

async function deliverDue(mail: PendingMail, now: Date): Promise<boolean> {
  if (mail.attempts >= MAX_ATTEMPTS) {
    await markMailUnsent(mail);
    await removePendingMail(mail);
    return false;
  }
  if (!(await claimPendingMail(mail, new Date(now.getTime() + retryDelayMs(mail.attempts))))) return false;
  return sendPending(mail);
}

/** Delivers the outbox's mails due at `now`; answers how many went. */
export async function deliverDueMails(now: Date): Promise<number> {
  const due = await mailsDueBefore(now);
  const sent = await inParallel(due, MAILS_IN_FLIGHT, (mail) => deliverDue(mail, now));
  return sent.filter(Boolean).length;
}

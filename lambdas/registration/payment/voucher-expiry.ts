// Unpaid OXXO vouchers past their expiry (docs/registration.md §4 Voucher validity): the registration is cancelled
// (kept and flagged for the admin), its place and code use returned, and the registrant told (the
// mail owed in the outbox with the release, then sent).
import { MAIL_TYPES } from '@shared/registration/mail-texts';
import type { EventSummary } from '@shared/results/event-schemas';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { toEventSummary } from '@lambdas/events/event-view';
import { getEvent } from '@lambdas/events/events-repository';
import { inParallel } from '@lambdas/core/in-parallel';
import { sendOwed } from '@lambdas/mail/outbox';
import { queueRegistrantNotice } from '@lambdas/realtime/fan-out-queue';
import { releasePlace } from '../form/places-repository';
import { vouchersDueBy } from '../registrants-repository';
import { registrantMail } from '../completion/registration-mail';

const EXPIRIES_IN_FLIGHT = 10;

/** False when the voucher was no longer unpaid (paid, or expired already). */
export async function expireVoucher(registrant: RegistrantItem, event: EventSummary): Promise<boolean> {
  const mail = registrantMail({ ...registrant, cancelado: true }, event, MAIL_TYPES.fichaVencida, new Date());
  if (!(await releasePlace(registrant, 'expired', mail))) return false;
  await Promise.all([sendOwed(mail.owed), queueRegistrantNotice(registrant.eventId, registrant.registroId)]);
  return true;
}

/** Expires every voucher due by `now`; answers how many it cancelled. */
export async function expireOxxoVouchers(now: Date): Promise<number> {
  const due = await vouchersDueBy(now.toISOString());
  const events = new Map<number, Promise<EventSummary>>();
  const eventOf = (eventId: number) => {
    let event = events.get(eventId);
    if (!event) {
      event = getEvent(eventId).then((item) => {
        if (!item) throw new Error(`Event ${eventId} of an unpaid voucher does not exist`);
        return toEventSummary(item);
      });
      events.set(eventId, event);
    }
    return event;
  };
  const expired = await inParallel(due, EXPIRIES_IN_FLIGHT, async (registrant) => expireVoucher(registrant, await eventOf(registrant.eventId)));
  return expired.filter(Boolean).length;
}

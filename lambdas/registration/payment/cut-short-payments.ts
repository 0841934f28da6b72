// A registrant's payment cut short (its request stopped after the hold, before the folio or the
// voucher: a crash, a timeout) settled from what the payment provider says: its first paid order
// completes the registration as that order's notification would, and any further paid order is a
// second charge, flagged for a refund. Asked by the next attempt of the same registrant, before it
// charges anything, and by the sweep of abandoned holds, before it gives a place back.
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { paidOrdersOf } from '@lambdas/payments/paid-orders';
import { completeWithOrder, type PaidContext } from './notified-payment';
import { markForRefund } from '../registrants-repository';

/** True when the provider holds a paid order of the registrant, which then settled it; false when none was paid. */
export async function settleCutShort(registrant: RegistrantItem, context: PaidContext): Promise<boolean> {
  const owner = { eventId: String(registrant.eventId), registroId: registrant.registroId, email: registrant.correo, since: new Date(registrant.serverTime) };
  const [first, ...others] = await paidOrdersOf(owner, { test: context.config?.prueba ?? false });
  if (!first) return false;
  await completeWithOrder(registrant, context, first);
  if (others.length > 0) await markForRefund(registrant);
  return true;
}

// Unpaid OXXO vouchers of retos past their expiry (the provider's order.expired may never come): the
// code use is given back, as the webhook does, and the participant stays pending, free to pay again.
import { inParallel } from '@lambdas/core/in-parallel';
import { getParticipant } from './participants-repository';
import { giveUseBack, retoVouchersDueBy } from './reto-payments-repository';

const EXPIRIES_IN_FLIGHT = 10;

/** Expires every reto voucher due by `now`; answers how many it released. */
export async function expireRetoVouchers(now: Date): Promise<number> {
  const due = await retoVouchersDueBy(now.toISOString());
  const released = await inParallel(due, EXPIRIES_IN_FLIGHT, async (payment) => {
    const participant = await getParticipant(payment.eventId, payment.userID);
    return participant !== null && (await giveUseBack(participant, payment, { estado: 'vencido' }));
  });
  return released.filter(Boolean).length;
}

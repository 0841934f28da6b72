// Step 5, expire: unpaid OXXO vouchers past their validity (VOUCHER_VALIDITY_MS), for the provider's
// order.expired may never come. Run by the expiry job for each port.
//
// Guarantees:
// - A voucher's reservation (a place, a code use) is given back once: only while the voucher is still
//   unpaid, so a voucher paid meanwhile, or expired already (by its notification), is left alone and
//   its payer is told at most once.
// - The same step as the provider's order.expired (notify.ts): both call the port's releaseVoucher.
import { inParallel } from '@lambdas/core/in-parallel';
import type { PaymentRecords } from './payment-port';

const EXPIRIES_IN_FLIGHT = 10;

/** Expires every voucher of the port's purchases due by `now`; answers how many it gave back. */
export async function expireVouchers<Purchase, Listed>(port: PaymentRecords<Purchase, Listed>, now: Date): Promise<number> {
  const due = await port.vouchersDueBy(now);
  const released = await inParallel(due, EXPIRIES_IN_FLIGHT, async (listed) => (await port.releaseVoucher(await port.voucherPurchase(listed))) === 'released');
  return released.filter(Boolean).length;
}

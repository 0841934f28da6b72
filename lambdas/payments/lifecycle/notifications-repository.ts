// The payment notifications already handled: recorded before handling, so a replay changes nothing,
// and forgotten when handling fails, so the provider's retry is handled.
import type { PaymentNotification } from '../payment-provider';
import { isConditionFailure } from '@lambdas/data/conditions';
import { PaymentNotificationEntity } from '@lambdas/data/payment-notification-entity';

/** Providers retry for days; this is well past that. */
const KEEP_SECONDS = 90 * 24 * 60 * 60;

/** False when the notification was recorded already. */
export async function recordNotification({ id, type, orderId }: PaymentNotification, now: Date): Promise<boolean> {
  try {
    const expiresAt = Math.floor(now.getTime() / 1000) + KEEP_SECONDS;
    await PaymentNotificationEntity.create({ notificationId: id, type, orderId, receivedAt: now.toISOString(), expiresAt }).go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function forgetNotification(id: string): Promise<void> {
  await PaymentNotificationEntity.delete({ notificationId: id }).go({ response: 'none' });
}

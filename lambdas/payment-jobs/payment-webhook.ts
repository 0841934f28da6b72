// POST /api/payments/webhook — the payment provider's notifications (OXXO vouchers paid or expired,
// card orders paid), of race registrants and of retos' participants. Only a body whose signature
// verifies is read; the payments lifecycle (lambdas/payments/lifecycle/notify.ts) handles each once,
// however often it is delivered, with the port of the purchase its metadata names.
import { registrationApiMessages } from '@shared/registration/registration-texts';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, type HttpEvent } from '@lambdas/core/http-handler';
import { paymentProvider } from '@lambdas/payments/deployment-provider';
import { receiveNotification } from '@lambdas/payments/lifecycle/notify';
import type { PaymentNotification } from '@lambdas/payments/payment-provider';
import { registrationPayments } from '@lambdas/registration/payment/registration-payments';
import { retoPayments } from '@lambdas/retos/payment/reto-payments';

/** Production first: an event in test mode is the exception. */
async function verified(event: HttpEvent): Promise<PaymentNotification | null> {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  for (const test of [false, true]) {
    const notification = await paymentProvider({ test }).verifyNotification(raw, event.headers);
    if (notification) return notification;
  }
  return null;
}

export const handler = httpHandler(async (event) => {
  const notification = await verified(event);
  if (!notification) throw new HttpError(401, 'UNVERIFIED', registrationApiMessages.notificationUnverified);
  await receiveNotification([registrationPayments(), retoPayments()], notification);
  return { body: { received: true } };
});

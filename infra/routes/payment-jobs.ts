// Payment jobs: the payment provider's notifications, and the schedules that expire OXXO vouchers and
// reconcile payments cut short.
import { routeSlice } from './slice';

export const paymentJobsRoutes = routeSlice('payment-jobs', {
  httpRoutes: [
    {
      id: 'PaymentWebhook',
      method: 'POST',
      path: '/api/payments/webhook',
      auth: 'public',
      handler: 'lambdas/payment-jobs/payment-webhook.ts',
      needs: ['table:write', 'payments:charge', 'mail:send', 'queue:fanout'],
    },
  ],
  schedules: [
    {
      id: 'ExpireOxxoVouchers',
      everyMinutes: 10,
      handler: 'lambdas/payment-jobs/expire-oxxo-vouchers.ts',
      needs: ['table:write', 'mail:send', 'queue:fanout'],
    },
    {
      // Asks the payment provider about payments cut short (one lookup per hold or attempt, ten at a
      // time): two minutes settle well over a thousand after a crash of a whole burst.
      id: 'ReconcilePayments',
      everyMinutes: 5,
      timeoutSeconds: 120,
      handler: 'lambdas/payment-jobs/reconcile-payments.ts',
      needs: ['table:write', 'payments:charge', 'mail:send', 'queue:fanout'],
    },
  ],
});

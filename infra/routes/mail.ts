// The platform's one mail outbox (docs/architecture.md, Mail outbox): the job that sends what a sender
// left owed.
import { routeSlice } from './slice';

export const mailRoutes = routeSlice('mail', {
  schedules: [
    {
      // Sends the mails their senders left in the one outbox (a sender cut off, or SES failed): every mail of the platform.
      id: 'SendPendingMails',
      everyMinutes: 1,
      handler: 'lambdas/mail/send-outbox-mails.ts',
      needs: ['table:write', 'mail:send'],
    },
  ],
});

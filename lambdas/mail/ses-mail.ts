// The one way a mail leaves the platform: SES's SendEmail (the local cloud's mail outbox speaks the
// same call), from the deployment's MAIL_FROM address, HTML and text in UTF-8.
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '@lambdas/core/aws-clients';
import { need } from '@lambdas/core/env';

const from = need('MAIL_FROM');

/** A mail ready for SES: its address and content. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends the mail now; throws when SES did not take it. */
export async function sendMail({ to, subject, html, text }: OutgoingMail): Promise<void> {
  const utf8 = (data: string) => ({ Data: data, Charset: 'UTF-8' });
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [to] },
      Content: { Simple: { Subject: utf8(subject), Body: { Html: utf8(html), Text: utf8(text) } } },
    }),
  );
}

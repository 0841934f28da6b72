// Sends the chat mail (chat-mail-content.ts) through SES, as the registration mails go.
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '@lambdas/core/aws-clients';
import { need } from '@lambdas/core/env';
import { renderChatMail, type ChatMail } from './chat-mail-content';

const from = need('MAIL_FROM');

export async function sendChatMail(mail: ChatMail): Promise<void> {
  const { subject, html, text } = renderChatMail(mail);
  const utf8 = (data: string) => ({ Data: data, Charset: 'UTF-8' });
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [mail.to] },
      Content: { Simple: { Subject: utf8(subject), Body: { Html: utf8(html), Text: utf8(text) } } },
    }),
  );
}

// Cognito's own e-mail (sign-up and reset codes) lands in the mail outbox, rendered by the
// custom-message trigger when the route table has one.
import type { Message } from 'cognito-local/lib/services/messages';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';
import type { Log } from './log';
import type { MailOutbox } from './mail-outbox';

// Cognito's default e-mail when no trigger renders one, in the platform's language.
const defaultSubject = 'Tu código de verificación';
const defaultText = (code: string) => `Tu código de verificación es ${code}.`;

function bodyOf(message: Message): { text?: string; html?: string } {
  const rendered = message.emailMessage;
  if (!rendered) return { text: defaultText(message.__code ?? '') };
  return /<[a-z][\s\S]*>/i.test(rendered) ? { html: rendered } : { text: rendered };
}

export function outboxMessageSender(outbox: MailOutbox, from: string, log: Log): MessageSender {
  return {
    async sendEmail(_ctx, _user, destination, message) {
      await outbox.add({
        source: 'cognito',
        from,
        to: [destination],
        subject: message.emailSubject || defaultSubject,
        ...bodyOf(message),
      });
      log(`Código de Cognito para ${destination}: ${message.__code}`);
    },
    async sendSms(_ctx, _user, destination, message) {
      log(`SMS de Cognito para ${destination}: ${message.smsMessage ?? message.__code}`);
    },
  };
}

// The mail to an athlete who left a reto's chat messages unread while offline: how many there are
// and a link to the reto's page. The messages themselves are not in it: they stay behind sign-in.
import { chatMailTexts } from '@shared/retos/reto-chat-texts';
import { escapeHtml } from '@lambdas/core/escape-html';

export interface ChatMail {
  to: string;
  athleteName: string;
  eventName: string;
  unread: number;
  /** The reto's page. */
  link: string;
}

export function renderChatMail({ athleteName, eventName, unread, link }: ChatMail): { subject: string; html: string; text: string } {
  const subject = chatMailTexts.subject(eventName);
  const lines = [chatMailTexts.greeting(athleteName), chatMailTexts.unread(unread, eventName)];
  const html = `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(chatMailTexts.link)}</a></p>
<p style="color:#666">${escapeHtml(chatMailTexts.footer)}</p>
</body></html>`;
  const text = [...lines, `${chatMailTexts.link}: ${link}`, chatMailTexts.footer].join('\n\n');
  return { subject, html, text };
}

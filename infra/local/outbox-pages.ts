// The local-only view of the mail outbox: an HTML page for people and JSON for tests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MailOutbox, OutboxMail } from './mail-outbox';
import { escapeHtml, localPage } from './local-page';
import { send, sendJson, splitUrl } from './http-io';

export const outboxPath = '/local/outbox';

function renderMail(mail: OutboxMail): string {
  // HTML bodies are shown in a sandboxed frame so that their styles and scripts stay inside.
  const body = mail.html
    ? `<iframe sandbox srcdoc="${escapeHtml(mail.html)}"></iframe>`
    : `<pre>${escapeHtml(mail.text ?? '')}</pre>`;
  return `<article>
  <h2>${escapeHtml(mail.subject || '(sin asunto)')}</h2>
  <p class="meta">Para <strong>${escapeHtml(mail.to.join(', '))}</strong> · de ${escapeHtml(mail.from)} ·
    <time datetime="${mail.date}">${new Date(mail.date).toLocaleString('es-MX')}</time></p>
  ${body}
</article>`;
}

function renderPage(mails: OutboxMail[]): string {
  const list = mails.length ? mails.map(renderMail).join('\n') : '<p>No hay correos todavía.</p>';
  return localPage({
    title: 'Bandeja de salida local',
    width: '60rem',
    styles: `  article { border: 1px solid #ddd; border-radius: .5rem; padding: 1rem; margin-bottom: 1rem; }
  h2 { margin: 0 0 .25rem; font-size: 1.1rem; }
  .meta { color: #666; margin: 0 0 .75rem; }
  pre { white-space: pre-wrap; margin: 0; }
  iframe { width: 100%; height: 24rem; border: 1px solid #eee; }`,
    body: `<p>Los correos que la plataforma enviaría, del más reciente al más antiguo.</p>
${list}`,
  });
}

export function createOutboxPages(outbox: MailOutbox) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { path, query } = splitUrl(req);
    const to = new URLSearchParams(query).get('to') ?? undefined;
    const mails = await outbox.list({ to });
    const noStore = { 'cache-control': 'no-store' };
    if (path === `${outboxPath}.json`) return sendJson(res, 200, mails, noStore);
    send(res, 200, renderPage(mails), { 'content-type': 'text/html; charset=utf-8', ...noStore });
  };
}

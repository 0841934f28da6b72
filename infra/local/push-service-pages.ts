// The local push service's page (/local/avisos): the notices the platform sent, newest first, as the
// browser would show them, and each subscription with a button that makes it gone (its next push is
// answered 410, as a browser that unsubscribed gets).
import { escapeHtml, localPage } from './local-page';
import type { UserAgentKeys } from './push-decrypt';

export interface StandInSubscription {
  id: string;
  applicationServerKey: string;
  keys: UserAgentKeys;
  gone: boolean;
  createdAt: string;
}

export interface PushRecord {
  id: string;
  subscriptionId: string;
  receivedAt: string;
  ttl: number;
  urgency: string;
  topic?: string;
  bytes: number;
  /** The decrypted payload, or null when it did not decrypt. */
  text: string | null;
}

function shown(text: string | null): { title: string; body: string; url: string } {
  if (text === null) return { title: '(no se pudo descifrar)', body: '', url: '' };
  try {
    const payload = JSON.parse(text) as Record<string, unknown>;
    return { title: String(payload.title ?? ''), body: String(payload.body ?? ''), url: String(payload.url ?? '') };
  } catch {
    return { title: text, body: '', url: '' };
  }
}

function renderPush(push: PushRecord): string {
  const { title, body, url } = shown(push.text);
  const link = url ? ` · <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` : '';
  return `<article>
  <h2>${escapeHtml(title)}</h2>
  <p>${escapeHtml(body)}${link}</p>
  <p class="meta"><time datetime="${push.receivedAt}">${new Date(push.receivedAt).toLocaleString('es-MX')}</time> · suscripción ${escapeHtml(push.subscriptionId.slice(0, 8))} ·
    TTL ${push.ttl} s · urgencia ${escapeHtml(push.urgency)}${push.topic ? ` · tema ${escapeHtml(push.topic)}` : ''} · ${push.bytes} bytes cifrados</p>
</article>`;
}

function renderSubscription(subscription: StandInSubscription): string {
  const action = subscription.gone
    ? '<span class="meta">dada de baja: sus avisos reciben 410</span>'
    : `<form method="post" action="/local/avisos/suscripciones/${subscription.id}/baja"><button>Dar de baja</button></form>`;
  return `<li><code>${escapeHtml(subscription.id.slice(0, 8))}</code> · ${new Date(subscription.createdAt).toLocaleString('es-MX')} ${action}</li>`;
}

export function renderPushServicePage(subscriptions: StandInSubscription[], pushes: PushRecord[]): string {
  const list = pushes.length ? pushes.map(renderPush).join('\n') : '<p>No hay avisos todavía.</p>';
  const subscribed = subscriptions.length ? `<ul>${subscriptions.map(renderSubscription).join('')}</ul>` : '<p>Ningún navegador se ha suscrito.</p>';
  return localPage({
    title: 'Servicio de avisos local',
    width: '60rem',
    styles: `  article { border: 1px solid #ddd; border-radius: .5rem; padding: 1rem; margin-bottom: 1rem; }
  h2 { margin: 0 0 .25rem; font-size: 1.1rem; }
  .meta { color: #666; margin: 0; }
  form { display: inline; }
  li { margin-bottom: .25rem; }`,
    body: `<p>Los avisos push que la plataforma envió, descifrados como los vería el navegador, del más reciente al más antiguo.</p>
${list}
<h2>Suscripciones</h2>
${subscribed}`,
  });
}

// The local Garmin stand-in's pages: 'Autorizar' for the connect popup, and the page that pushes a
// sample or custom activity of a connected account to the platform's webhook.
import { ACTIVITY_TYPES } from '@shared/activities/activity';
import { activityTypeLabels } from '@shared/activities/activity-texts';
import { escapeHtml, localPage } from './local-page';

export const garminPath = '/local/garmin';

export interface StandInAccount {
  userId: string;
  name: string;
  accessToken: string;
  connectedAt: string;
}

export interface StandInPush {
  at: string;
  name: string;
  summary: string;
  webhookStatus: number;
}

const styles = `  form { margin: .5rem 0; }
  label { display: inline-block; margin: .25rem .75rem .25rem 0; }
  input, select, button { font: inherit; padding: .3rem .5rem; }
  button { cursor: pointer; }
  table { border-collapse: collapse; width: 100%; margin-bottom: 1.5rem; }
  th, td { border-bottom: 1px solid #ddd; padding: .4rem .5rem; text-align: left; vertical-align: top; }
  .notice { background: #fff3e0; border: 1px solid #f57c00; border-radius: .5rem; padding: .5rem 1rem; }
  small { color: #666; }`;

/** The consent page the connect popup opens, as Garmin Connect's 'oauth2Confirm' would show it. */
export function renderAuthorizePage(query: URLSearchParams): string {
  const hidden = ['redirect_uri', 'state', 'code_challenge', 'code_challenge_method', 'client_id']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`)
    .join('\n');
  return localPage({
    title: 'Garmin Connect (sustituto local)',
    width: '36rem',
    styles,
    body: `<p>La plataforma de carreras pide leer las actividades de tu cuenta Garmin para usarlas como evidencia en sus retos.</p>
<form method="post" action="${garminPath}/autorizar">
${hidden}
<label>Nombre de la cuenta Garmin <input name="nombre" value="Atleta de prueba" maxlength="60" required></label>
<p><button name="decision" value="autorizar">Autorizar</button> <button name="decision" value="cancelar">Cancelar</button></p>
</form>`,
  });
}

function pushForms(account: StandInAccount, defaultStart: string): string {
  const userId = `<input type="hidden" name="userId" value="${escapeHtml(account.userId)}">`;
  const types = ACTIVITY_TYPES.map((type) => `<option value="${type}">${activityTypeLabels[type]}</option>`).join('');
  return `<form method="post" action="${garminPath}/enviar">${userId}<input type="hidden" name="ejemplo" value="1"><button>Enviar actividad de ejemplo (5 km, hace una hora)</button></form>
<form method="post" action="${garminPath}/enviar">${userId}
<label>Tipo <select name="tipo">${types}</select></label>
<label>Distancia (km) <input name="km" type="number" min="0.1" max="1000" step="0.01" value="10" required></label>
<label>Duración <input name="duracion" pattern="\\d{1,2}:[0-5]\\d:[0-5]\\d" value="00:55:00" required></label>
<label>Inicio (hora del centro de México) <input name="inicio" type="datetime-local" value="${defaultStart}" required></label>
<button>Enviar actividad</button>
</form>`;
}

export function renderStandInPage(accounts: StandInAccount[], pushes: StandInPush[], notice: string | null, defaultStart: string): string {
  const accountRows = accounts
    .map((account) => `<tr><td>${escapeHtml(account.name)}<br><small><code>${escapeHtml(account.userId)}</code> · desde ${escapeHtml(new Date(account.connectedAt).toLocaleString('es-MX'))}</small></td><td>${pushForms(account, defaultStart)}</td></tr>`)
    .join('\n');
  const pushRows = pushes
    .map((push) => `<tr><td>${escapeHtml(new Date(push.at).toLocaleString('es-MX'))}</td><td>${escapeHtml(push.name)}</td><td>${escapeHtml(push.summary)}</td><td>${push.webhookStatus}</td></tr>`)
    .join('\n');
  return localPage({
    title: 'Garmin local (sustituto)',
    width: '72rem',
    styles,
    body: `<p>Hace las veces de Garmin en la nube local: autoriza la conexión de /atletas y envía al webhook de la plataforma las actividades de una cuenta conectada, como Garmin las enviaría.</p>
${notice ? `<p class="notice">${escapeHtml(notice)}</p>` : ''}
<h2>Cuentas conectadas</h2>
${accounts.length ? `<table><tbody>${accountRows}</tbody></table>` : '<p>Ninguna cuenta conectada: conéctala desde «Mi perfil» en la plataforma.</p>'}
<h2>Últimos envíos</h2>
${pushes.length ? `<table><thead><tr><th>Fecha</th><th>Cuenta</th><th>Actividad</th><th>Webhook</th></tr></thead><tbody>${pushRows}</tbody></table>` : '<p>Aún no se envía ninguna actividad.</p>'}`,
  });
}

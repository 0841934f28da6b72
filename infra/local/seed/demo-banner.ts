// What `npm start` prints once the platform answers: where everything is, and the demo's accounts,
// events, organizer web, registrants and retos, each only once it exists. A part of the demo that is
// missing is named, with why, and with how to get it: the next start completes what is missing.
import { confirmationPath } from '@shared/registration/registration-api';
import type { SeedStep } from '../seed-demo';
import { demoAccounts, demoPassword } from './demo-accounts';
import { DEMO_SUBDOMAIN } from './demo-sites';
import { DEMO_GROUP_LABEL } from './demo-group-step';
import type { DemoState } from './demo-state';

/** The demo's steps on this start, and those still at work after the announcement. */
export interface DemoProgress {
  steps: readonly Pick<SeedStep, 'id' | 'name'>[];
  /** Ids of the steps that have not ended yet (the long ones, made while the platform answers). */
  pending: readonly string[];
}

/** A step as the banner sees it: made, still being made, or missing and why. */
type StepShown = { kind: 'done' } | { kind: 'pending' } | { kind: 'missing'; why: string };

const eventNames = { finished: 'Terminado', upcoming: 'Próximo', live: 'En vivo', spring: 'Próximo' } as const;

function shown(state: DemoState, progress: DemoProgress, id: string): StepShown | undefined {
  const step = progress.steps.find((candidate) => candidate.id === id);
  if (!step) return undefined;
  if (progress.pending.includes(id)) return { kind: 'pending' };
  const record = state.steps?.[id];
  if (record?.status === 'done') return { kind: 'done' };
  if (record?.status === 'failed') return { kind: 'missing', why: `falló: ${record.error}` };
  if (record?.status === 'blocked') {
    const names = record.missing.map((need) => `«${progress.steps.find((candidate) => candidate.id === need)?.name ?? need}»`).join(' y ');
    return { kind: 'missing', why: `no se intentó, porque necesita ${names}` };
  }
  return { kind: 'missing', why: 'no llegó a crearse (se detuvo antes)' };
}

const isDone = (state: DemoState, progress: DemoProgress, id: string) => shown(state, progress, id)?.kind === 'done';

/** The missing parts of the demo, one line each, and how to get them; empty when nothing is missing. */
export function missingDemo(state: DemoState, progress: DemoProgress): string {
  const lines = progress.steps.flatMap((step) => {
    const status = shown(state, progress, step.id);
    return status?.kind === 'missing' ? [`    - ${step.name}: ${status.why}`] : [];
  });
  if (lines.length === 0) return '';
  return ['  Falta parte de los datos de demostración:', ...lines, '  Vuelve a ejecutar npm start: se completará lo que falta, sin repetir lo que ya está.'].join('\n');
}

/** The demo events' ids and timing keys, as the demo seed remembered them. */
function demoEvents(state: DemoState): string {
  const lines = Object.entries(eventNames).flatMap(([kind, name]) => {
    const event = state[kind as keyof typeof eventNames];
    return event ? [`    ${name.padEnd(11)}${String(event.eventId).padEnd(6)}${event.timingKey}`] : [];
  });
  if (lines.length === 0) return '';
  return `
  Eventos de demostración (x-api-key para la API de cronometraje)
    ${'Estado'.padEnd(11)}${'Id'.padEnd(6)}Llave
${lines.join('\n')}
`;
}

function demoAccountList(url: string, state: DemoState, progress: DemoProgress): string {
  if (!isDone(state, progress, 'cuentas')) return '';
  const accounts = demoAccounts.map((account) => `    ${account.rol.padEnd(15)}${account.signUp.correo}`).join('\n');
  const timing = state.live ? `\n  Cronometraje manual de la carrera en vivo (cuenta Cronometrista)\n    ${url}/cronometraje/evento_${state.live.eventId}\n` : '';
  return `
  Cuentas de demostración, todas con la contraseña ${demoPassword}
    ${'Rol'.padEnd(15)}Correo
${accounts}
${timing}`;
}

/** The group order the demo paid for (docs/registration.md, Group registration), where the admin finds it. */
function demoGroup(state: DemoState, progress: DemoProgress): string {
  if (!isDone(state, progress, 'grupo') || !state.spring) return '';
  return `\n  Inscripción grupal ${DEMO_GROUP_LABEL}, 3 atletas en un pago, en el evento Próximo de Puebla (id ${state.spring.eventId}): Ingresos, columna Grupo\n`;
}

/** The spring race's organizer web on its free subdomain of the local host. */
export const organizerWebUrl = (url: string) => url.replace('://localhost', `://${DEMO_SUBDOMAIN}.localhost`);

/** The registrants and the retos: made, or still being made after the start. */
function laterParts(url: string, state: DemoState, progress: DemoProgress): string {
  const lines: string[] = [];
  const registrants = shown(state, progress, 'inscritos');
  if (registrants?.kind === 'done' && state.registrants && state.spring) {
    lines.push(`  Inscritos          ${state.registrants.done} en el evento Próximo de Puebla (id ${state.spring.eventId})`);
  } else if (registrants?.kind === 'pending') {
    lines.push('  Inscritos          se siguen creando en el evento Próximo de Puebla: el avance aparece abajo');
  }
  if (shown(state, progress, 'traspaso')?.kind === 'done' && state.traspaso) {
    lines.push(`  Traspaso           ${url}${confirmationPath(state.traspaso.eventId, state.traspaso.enlace ?? state.traspaso.registroId)} (de andrea.traspaso@demo.mx a mariana.traspaso@demo.mx)`);
  }
  const retos = shown(state, progress, 'retos');
  if (retos?.kind === 'done' && state.retos?.open && state.retos.ended) {
    lines.push(`  Retos virtuales    ${url}/retos/${state.retos.open} (abierto), ${url}/retos/${state.retos.ended} (terminado)`);
  } else if (retos?.kind === 'pending') {
    lines.push('  Retos virtuales    se siguen creando: se avisa abajo cuando estén listos');
  }
  return lines.length > 0 ? `\n${lines.join('\n')}\n` : '';
}

export function startBanner(url: string, state: DemoState, progress: DemoProgress): string {
  const organizerWeb = isDone(state, progress, 'webs') ? `\n  Web de organizador ${organizerWebUrl(url)}   (dominios propios: ${url}/local/dns)` : '';
  const missing = missingDemo(state, progress);
  return `
  La plataforma está en marcha

  Aplicación         ${url}
  Correos enviados   ${url}/local/outbox
  Pagos simulados    ${url}/local/payments
  Garmin simulado    ${url}/local/garmin${organizerWeb}
  Datos              .data/   (npm run reset los borra)
${demoAccountList(url, state, progress)}${demoEvents(state)}${demoGroup(state, progress)}${laterParts(url, state, progress)}${missing ? `\n${missing}\n` : ''}
  Ctrl-C para detener.
`;
}

/** Said once the steps still at work when the banner was printed have ended. */
export function laterDemoSummary(url: string, state: DemoState, progress: DemoProgress): string {
  const made = laterParts(url, state, progress)
    .split('\n')
    .filter((line) => line.trim() !== '');
  const missing = missingDemo(state, progress);
  return ['', '  Terminaron los datos de demostración que se creaban tras el arranque', ...made, '', missing || '  No falta nada: la demostración está completa.', ''].join('\n');
}

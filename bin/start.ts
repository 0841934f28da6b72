// `npm start`: the whole platform on http://localhost:3000 (PORT to change it) with demo data,
// everything kept under .data/ between runs. Ctrl-C stops it all.
import { join } from 'node:path';
import { startLocalCloud } from '@infra/local/local-cloud';
import { repoRoot } from '@infra/local/repo-root';
import { demoAccounts, demoPassword } from '@infra/local/seed/demo-accounts';
import { DEMO_SUBDOMAIN } from '@infra/local/seed/demo-sites';
import { readDemoState, type DemoState } from '@infra/local/seed/demo-state';
import { failToStart, stopOnExit } from '@infra/local/shutdown';
import { buildWebIfStale } from '@infra/local/web-build';

const log = (line: string) => console.log(`${new Date().toLocaleTimeString('es-MX', { hour12: false })}  ${line}`);

const dataDir = join(repoRoot, '.data');

const eventNames = { finished: 'Terminado', upcoming: 'Próximo', live: 'En vivo', spring: 'Próximo' } as const;

/** The demo events' ids and timing keys, as the demo seed remembered them. */
function demoEvents(state: DemoState): string {
  const lines = Object.entries(eventNames).flatMap(([kind, name]) => {
    const event = state[kind as keyof typeof eventNames];
    return event ? [`    ${name.padEnd(11)}${String(event.eventId).padEnd(6)}${event.timingKey}`] : [];
  });
  return lines.length > 0 ? lines.join('\n') : '    (no se crearon; revisa los mensajes de arriba)';
}

/** Said while the spring race's registrants are still being made after the start. */
const registrantsPending = (state: DemoState) =>
  state.registrants?.staffChanges ? '' : '\n  Los inscritos de demostración del evento Próximo de Puebla se siguen creando: el avance aparece abajo.\n';

/** The spring race's organizer web on its free subdomain of the local host. */
const organizerWebUrl = (url: string) => url.replace('://localhost', `://${DEMO_SUBDOMAIN}.localhost`);

function banner(url: string, state: DemoState): string {
  const accounts = demoAccounts.map((account) => `    ${account.rol.padEnd(15)}${account.signUp.correo}`).join('\n');
  return `
  La plataforma está en marcha

  Aplicación         ${url}
  Correos enviados   ${url}/local/outbox
  Pagos simulados    ${url}/local/payments
  Garmin simulado    ${url}/local/garmin
  Web de organizador ${organizerWebUrl(url)}   (dominios propios: ${url}/local/dns)
  Datos              .data/   (npm run reset los borra)

  Cuentas de demostración, todas con la contraseña ${demoPassword}
    ${'Rol'.padEnd(15)}Correo
${accounts}

  Eventos de demostración (x-api-key para la API de cronometraje)
    ${'Estado'.padEnd(11)}${'Id'.padEnd(6)}Llave
${demoEvents(state)}
${registrantsPending(state)}
  Ctrl-C para detener.
`;
}

try {
  buildWebIfStale(repoRoot, log);
  log('Arrancando DynamoDB Local, S3, Cognito y la API…');
  const cloud = await startLocalCloud({
    port: Number(process.env.PORT ?? 3000),
    dataDir,
    seed: true,
    backgroundSeed: true,
    log,
  });
  stopOnExit(cloud, log);
  await cloud.seeded;
  console.log(banner(cloud.url, await readDemoState({ stateDir: dataDir })));
} catch (error) {
  failToStart(error);
}

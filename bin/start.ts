// `npm start`: the whole platform on http://localhost:3000 (PORT to change it) with demo data,
// everything kept under .data/ between runs. Ctrl-C stops it all.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalCloud } from '../infra/local/local-cloud';
import { repoRoot } from '../infra/local/repo-root';
import { demoAccounts, demoPassword } from '../infra/local/seed/demo-accounts';
import { failToStart, stopOnExit } from '../infra/local/shutdown';
import { buildWebIfStale } from '../infra/local/web-build';

const log = (line: string) => console.log(`${new Date().toLocaleTimeString('es-MX', { hour12: false })}  ${line}`);

const dataDir = join(repoRoot, '.data');

/** The demo events' ids and timing keys, as the demo seed remembered them. */
function demoEvents(): string {
  try {
    const state = JSON.parse(readFileSync(join(dataDir, 'demo-events.json'), 'utf8')) as Record<
      string,
      { eventId: number; timingKey: string }
    >;
    const names: Record<string, string> = { finished: 'Terminado', upcoming: 'Próximo', live: 'En vivo' };
    return Object.entries(state)
      .map(([kind, event]) => `    ${(names[kind] ?? kind).padEnd(11)}${String(event.eventId).padEnd(6)}${event.timingKey}`)
      .join('\n');
  } catch {
    return '    (no se crearon; revisa los mensajes de arriba)';
  }
}

function banner(url: string): string {
  const accounts = demoAccounts.map((account) => `    ${account.rol.padEnd(15)}${account.signUp.correo}`).join('\n');
  return `
  La plataforma está en marcha

  Aplicación         ${url}
  Correos enviados   ${url}/local/outbox
  Datos              .data/   (npm run reset los borra)

  Cuentas de demostración, todas con la contraseña ${demoPassword}
    ${'Rol'.padEnd(15)}Correo
${accounts}

  Eventos de demostración (x-api-key para la API de cronometraje)
    ${'Estado'.padEnd(11)}${'Id'.padEnd(6)}Llave
${demoEvents()}

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
    log,
  });
  stopOnExit(cloud, log);
  console.log(banner(cloud.url));
} catch (error) {
  failToStart(error);
}

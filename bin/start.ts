// `npm start`: the whole platform on http://localhost:3000 (PORT to change it) with demo data,
// everything kept under .data/ between runs. Ctrl-C stops it all.
import { join } from 'node:path';
import { startLocalCloud } from '../infra/local/local-cloud';
import { repoRoot } from '../infra/local/repo-root';
import { demoAccounts, demoPassword } from '../infra/local/seed/demo-accounts';
import { failToStart, stopOnExit } from '../infra/local/shutdown';
import { buildWebIfStale } from '../infra/local/web-build';

const log = (line: string) => console.log(`${new Date().toLocaleTimeString('es-MX', { hour12: false })}  ${line}`);

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

  Ctrl-C para detener.
`;
}

try {
  buildWebIfStale(repoRoot, log);
  log('Arrancando DynamoDB Local, S3, Cognito y la API…');
  const cloud = await startLocalCloud({
    port: Number(process.env.PORT ?? 3000),
    dataDir: join(repoRoot, '.data'),
    seed: true,
    log,
  });
  stopOnExit(cloud, log);
  console.log(banner(cloud.url));
} catch (error) {
  failToStart(error);
}

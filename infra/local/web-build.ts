// Builds the SPA for `npm start` when web/dist is missing or older than its sources, so the local
// cloud never serves a stale app.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Log } from './log';
import { StartError } from './start-error';

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

export function buildWebIfStale(repoRoot: string, log: Log): void {
  const config = join(repoRoot, 'web/vite.config.ts');
  if (!existsSync(config)) {
    log('Aviso: no existe web/vite.config.ts; se sirve web/dist tal como esté.');
    return;
  }
  // The SPA also compiles code from shared/.
  const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'shared'].map((path) =>
    join(repoRoot, path),
  );
  const built = newestChange(join(repoRoot, 'web/dist/index.html'));
  if (built > 0 && built >= Math.max(...sources.map(newestChange))) return;

  log('Compilando la SPA (vite build)…');
  const vite = join(repoRoot, 'node_modules/.bin/vite');
  const build = spawnSync(vite, ['build', '--config', config, '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    throw new StartError('La compilación de la SPA falló (vite build); revisa los errores de arriba.');
  }
}

// The SPA a benchmark measures is built from the code as it is now, not an older web/dist.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export function buildWeb(): void {
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build:web failed');
}

// Runs tests/support/write-burst.ts and kills it with SIGKILL once it answered `writes` writes, in the
// middle of the ones still in flight: the ids it answered before the kill are what must survive it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export async function killedBurst(kind: 'orders' | 'mails', target: string, writes: number): Promise<string[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/write-burst.ts', kind, target], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const answered: string[] = [];
  createInterface({ input: child.stdout }).on('line', (id) => {
    answered.push(id);
    if (answered.length === writes) child.kill('SIGKILL');
  });
  const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
  if (signal !== 'SIGKILL') throw new Error(`write-burst.ts ended by itself (${code}) after ${answered.length} writes`);
  return answered;
}

// Runs bin/local-cloud.ts as a child process (handlers read process.env, so one cloud per process)
// in its own process group, and waits for its ready line while it keeps logging.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { STALLED_AFTER_MS } from '@infra/local/progress-wait';
import { settlesWithin } from '@infra/local/settles-within';

export interface CloudProcess {
  url: string;
  webSocketUrl: string;
  /** cognito-local itself, for the Admin* calls that the public /cognito refuses. */
  cognitoAdminEndpoint: string;
  /** The cloud's node process, where the handlers run (benchmarks read its memory). */
  pid: number;
  /** Resolves once that process has ended, however it ended (kill tests end it themselves). */
  exited: Promise<unknown>;
  stop(): Promise<void>;
}

type ReadyLine = Omit<CloudProcess, 'stop' | 'pid' | 'exited'> & { ready?: boolean };

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/**
 * A cloud that seeds its demo on a busy machine takes minutes, and logs as it goes: it has failed to
 * start only once it has said nothing at all for this long (or exited).
 */
const silentFor = STALLED_AFTER_MS;

/** In memory unless `args` give a --data-dir. */
export function spawnLocalCloud(args: string[] = [], env: Record<string, string> = {}): Promise<CloudProcess> {
  const storage = args.includes('--data-dir') ? [] : ['--memory'];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bin/local-cloud.ts', '--port', '0', ...storage, '--stop-with-parent', ...args],
    { cwd: repoRoot, detached: true, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  const exited = once(child, 'exit');
  let stderr = '';
  let ready = false;
  let heard = () => undefined as void;
  child.stderr.on('data', (chunk: Buffer) => {
    // Once the cloud is up, its log (handler failures above all) belongs in the test output.
    if (ready) process.stderr.write(`[local-cloud] ${chunk.toString()}`);
    else {
      stderr += chunk.toString();
      heard();
    }
  });

  async function stop(): Promise<void> {
    const group = child.pid;
    if (group !== undefined && child.exitCode === null && child.signalCode === null) {
      // The whole group: the cloud stops DynamoDB Local's Java (in a group of its own) itself.
      process.kill(-group, 'SIGTERM');
      if (!(await settlesWithin(exited, 15_000))) process.kill(-group, 'SIGKILL');
    }
    // The pipe that --stop-with-parent watches would otherwise keep the test runner alive.
    child.stdin.destroy();
  }

  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`The local cloud did not start: ${reason}\n--- stderr ---\n${stderr}`));
    };
    let timer = setTimeout(() => fail(`nothing logged for ${silentFor / 60_000} min and no ready line`), silentFor);
    heard = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(`nothing logged for ${silentFor / 60_000} min and no ready line`), silentFor);
    };
    child.once('exit', (code, signal) => {
      if (!ready) fail(`it exited (${signal ?? code})`);
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (ready || !line.startsWith('{')) return;
      const { ready: isReady, url, webSocketUrl, cognitoAdminEndpoint } = JSON.parse(line) as ReadyLine;
      if (!isReady) return;
      ready = true;
      clearTimeout(timer);
      resolve({ url, webSocketUrl, cognitoAdminEndpoint, pid: child.pid ?? 0, exited, stop });
    });
  });
}

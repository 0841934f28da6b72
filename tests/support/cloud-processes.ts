// The processes of a local cloud as Linux shows them in /proc, for tests that kill one of them: the
// DynamoDB Local (Java) it started, and whether a process is still alive.
import { readdir, readFile } from 'node:fs/promises';

/** The fields of /proc/<pid>/stat after the command name: state, parent pid, … */
async function statOf(pid: number | string): Promise<string[] | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** The DynamoDB Local that the cloud's process `cloudPid` started. */
export async function dynamoDbLocalOf(cloudPid: number): Promise<number> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number((await statOf(entry))?.[1]) !== cloudPid) continue;
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (command.includes('DynamoDbLocalOnLoopback')) return Number(entry);
  }
  throw new Error(`No DynamoDB Local among the children of ${cloudPid}`);
}

/** Alive: neither ended nor a zombie waiting to be reaped. */
export async function isAlive(pid: number): Promise<boolean> {
  const state = (await statOf(pid))?.[0];
  return state !== undefined && state !== 'Z';
}

/** Resolves once the process has ended, or fails after `timeoutMs`. */
export async function ended(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (await isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`Process ${pid} still runs after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

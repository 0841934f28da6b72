// How a command that runs the local cloud ends: Ctrl-C, a kill or a crash stops every emulator
// (DynamoDB Local's Java process included) before the process exits.
import { describeError, type Log } from './log';
import type { LocalCloud } from './local-cloud';
import { StartError } from './start-error';

export function stopOnExit(cloud: LocalCloud, log: Log): (exitCode: number) => Promise<void> {
  let exiting = false;
  const shutdown = async (exitCode: number) => {
    if (exiting) return;
    exiting = true;
    await cloud.stop();
    process.exit(exitCode);
  };
  // A second Ctrl-C while stopping is ignored: the stop is bounded and must finish to kill Java.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));
  process.on('uncaughtException', (error) => {
    log(`Error inesperado; se detiene la nube local: ${describeError(error)}`);
    void shutdown(1);
  });
  // A handler's forgotten promise ends one invocation in Lambda, not the platform: report it and go on.
  process.on('unhandledRejection', (reason) => log(`Promesa rechazada sin manejar: ${describeError(reason)}`));
  return shutdown;
}

/** Prints why the cloud could not start (e.g. how to install Java) and exits non-zero. */
export function failToStart(error: unknown): never {
  console.error(error instanceof StartError ? error.message : describeError(error));
  process.exit(1);
}

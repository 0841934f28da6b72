// DynamoDB Local is AWS's own Java program: without Java there is no local cloud.
import { spawnSync } from 'node:child_process';
import { StartError } from './start-error';

const javaInstallHint = 'sudo apt-get install -y openjdk-17-jre-headless';

class JavaMissingError extends StartError {
  constructor() {
    super(`Falta Java, que DynamoDB Local necesita. Instálalo con:\n\n  ${javaInstallHint}\n`);
  }
}

export function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) throw new JavaMissingError();
}

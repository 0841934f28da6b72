// The launcher that starts DynamoDB Local on 127.0.0.1 (DynamoDbLocalOnLoopback.java), compiled once
// into a cache folder and then run as a class. Java's single-file source launcher would compile it
// again on every start: seconds of CPU each time, and the suites start Java many times
// (docs/testing.md, "DynamoDB Local's Java"). The compiler is the JDK's own module, which the source
// launcher needs as well, run through `java` (Debian's JRE package has no `javac` command).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('./DynamoDbLocalOnLoopback.java', import.meta.url));
const cacheRoot = fileURLToPath(new URL('../../node_modules/.cache/dynamodb-local-launcher/', import.meta.url));

export const launcherClass = 'DynamoDbLocalOnLoopback';

/**
 * The folder holding the compiled launcher for this source and this DynamoDB Local release, compiled
 * now if no earlier start did. Two processes that compile at once each write a folder of their own
 * and move it into place; the first move wins and the other's copy is dropped.
 */
export function compiledLauncher(classPath: string): string {
  const key = createHash('sha256').update(readFileSync(source)).update(classPath).digest('hex').slice(0, 16);
  const folder = join(cacheRoot, key);
  if (existsSync(join(folder, `${launcherClass}.class`))) return folder;
  mkdirSync(cacheRoot, { recursive: true });
  const draft = mkdtempSync(join(cacheRoot, 'compilando-'));
  const compiled = spawnSync('java', ['--module', 'jdk.compiler/com.sun.tools.javac.Main', '-nowarn', '-cp', classPath, '-d', draft, source], {
    encoding: 'utf8',
  });
  if (compiled.status !== 0) {
    rmSync(draft, { recursive: true, force: true });
    throw new Error(`No se pudo compilar el lanzador de DynamoDB Local:\n${compiled.stderr || compiled.error}`);
  }
  try {
    renameSync(draft, folder);
  } catch (error) {
    rmSync(draft, { recursive: true, force: true });
    if (!existsSync(join(folder, `${launcherClass}.class`))) throw error;
  }
  return folder;
}

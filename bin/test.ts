// `npm test`: system tools, type checks, lint, the SPA build the e2e layer serves, then every test layer.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { ensureSystemTools } from './ensure-system-tools';

const resultsFile = '.test-data/vitest-results.json';

function step(title: string, command: string, args: string[]): void {
  console.log(`\n▶ ${title}`);
  execFileSync(command, args, { stdio: 'inherit' });
}

ensureSystemTools();
step('Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
step('Type check (web)', 'npx', ['tsc', '--noEmit', '-p', 'web/tsconfig.json']);
step('Lint', 'npx', ['eslint', '.']);
step('Build the SPA', 'npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);

console.log('\n▶ Tests: unit, infra, web, integration, e2e');
rmSync(resultsFile, { force: true });
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);

const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
};
console.log(`\n${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests} skipped`);
process.exit(run.status ?? 1);

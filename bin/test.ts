// `npm test`: system tools, then at the same time the type checks, lint, the SPA build that the e2e
// layer serves, and each test layer in a Vitest process of its own (each with its own global setup,
// so the integration and e2e clouds start side by side, and no layer waits for another):
//   - unit, web and infra: without isolation, so libraries load (and each CDK setting is
//     synthesized) once per worker;
//   - integration: two files at a time against its cloud (vitest.config.ts);
//   - e2e: its files one after another (each drives Chromium); its global setup starts its cloud at
//     once and waits for the SPA build (SPA_BUILD_DONE) before the first test.
// The checks run at a lower CPU priority: they fill the gaps the tests leave instead of slowing them.
// Each step's output is printed as it comes, line by line (a check's, whole once it ends); the JSON
// reports of the Vitest runs are merged into .test-data/vitest-results.json. Exits non-zero if any
// step failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';
import { ensureSystemTools } from './ensure-system-tools';

const dataDir = '.test-data';
const resultsFile = `${dataDir}/vitest-results.json`;
/** Written once the SPA build ended: 'ok' or 'failed' (tests/support/spa-build.ts waits for it). */
const buildDoneFile = `${dataDir}/spa-build.done`;
/** Niceness of the type checks and lint: below the tests, above nothing. */
const CHECK_PRIORITY = 10;
/**
 * Niceness of the layers whose files do not wait on a cloud (unit, web, infra): they fill the gaps
 * that integration and e2e, the longest layers, leave while their clouds' processes work.
 */
const SHORT_LAYER_PRIORITY = 5;

interface Outcome {
  title: string;
  ok: boolean;
  seconds: number;
}

interface VitestRun {
  name: string;
  projects: string[];
  priority?: number;
}

const vitestRuns: VitestRun[] = [
  { name: 'integration', projects: ['integration'] },
  { name: 'e2e', projects: ['e2e'] },
  { name: 'web', projects: ['web'], priority: SHORT_LAYER_PRIORITY },
  { name: 'unit', projects: ['unit'], priority: SHORT_LAYER_PRIORITY },
  { name: 'infra', projects: ['infra'], priority: SHORT_LAYER_PRIORITY },
];

/** The tools' own scripts, run by this Node: no npx in between, so a priority set on the child holds. */
const bin = {
  tsc: 'node_modules/typescript/bin/tsc',
  eslint: 'node_modules/eslint/bin/eslint.js',
  vite: 'node_modules/vite/bin/vite.js',
  vitest: 'node_modules/vitest/vitest.mjs',
};
type Command = [command: string, args: string[]];
const node = (script: string, args: string[]): Command => [process.execPath, [script, ...args]];

const started = performance.now();
const since = (from: number) => Math.round((performance.now() - from) / 100) / 10;

interface StepOptions {
  /** Prints the output line by line as it comes, instead of whole once the step ends. */
  live?: boolean;
  env?: NodeJS.ProcessEnv;
  priority?: number;
}

function step(title: string, [command, args]: Command, options: StepOptions = {}): Promise<Outcome> {
  const from = performance.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: options.env ?? process.env });
  if (options.priority !== undefined && child.pid !== undefined) {
    try {
      setPriority(child.pid, options.priority);
    } catch {
      // Where priorities cannot be changed the step runs at the usual one.
    }
  }
  let kept = '';
  for (const stream of [child.stdout, child.stderr]) {
    if (options.live) createInterface({ input: stream }).on('line', (line) => console.log(line));
    else stream.on('data', (chunk: Buffer) => (kept += chunk.toString()));
  }
  if (options.live) console.log(`\n▶ ${title}`);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      const outcome = { title, ok: code === 0, seconds: since(from) };
      console.log(`\n▶ ${title}: ${outcome.ok ? 'ok' : `FAILED (${code})`} in ${outcome.seconds} s`);
      if (kept.trim()) console.log(kept.trimEnd());
      resolve(outcome);
    });
  });
}

interface VitestReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTestSuites: number;
  numPassedTestSuites: number;
  numFailedTestSuites: number;
  numPendingTestSuites: number;
  startTime: number;
  success: boolean;
  testResults: unknown[];
}

const counters = [
  'numTotalTests', 'numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests',
  'numTotalTestSuites', 'numPassedTestSuites', 'numFailedTestSuites', 'numPendingTestSuites',
] as const;

/** One report of the runs' reports: counts added up, files listed together. */
function mergeReports(files: string[]): VitestReport | undefined {
  const reports = files.filter((file) => existsSync(file)).map((file) => JSON.parse(readFileSync(file, 'utf8')) as VitestReport);
  if (reports.length === 0) return undefined;
  const merged = { ...reports[0]!, testResults: reports.flatMap((report) => report.testResults) };
  for (const counter of counters) merged[counter] = reports.reduce((sum, report) => sum + (report[counter] ?? 0), 0);
  merged.startTime = Math.min(...reports.map((report) => report.startTime));
  merged.success = reports.length === files.length && reports.every((report) => report.success);
  return merged;
}

ensureSystemTools();
mkdirSync(dataDir, { recursive: true });
const reportFile = (run: VitestRun) => `${dataDir}/vitest-results-${run.name}.json`;
for (const file of [resultsFile, buildDoneFile, ...vitestRuns.map(reportFile)]) rmSync(file, { force: true });

const build = step('Build the SPA', node(bin.vite, ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'])).then((outcome) => {
  writeFileSync(buildDoneFile, outcome.ok ? 'ok' : 'failed');
  return outcome;
});
const tests = vitestRuns.map((run) =>
  step(
    `Tests: ${run.projects.join(', ')}`,
    node(bin.vitest, [
      'run',
      ...run.projects.flatMap((project) => ['--project', project]),
      '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile(run)}`, '--passWithNoTests',
      ...process.argv.slice(2),
    ]),
    { live: true, env: { ...process.env, SPA_BUILD_DONE: buildDoneFile }, priority: run.priority },
  ),
);
const checks = [
  step('Type check', node(bin.tsc, ['--noEmit', '-p', 'tsconfig.json']), { priority: CHECK_PRIORITY }),
  step('Type check (web)', node(bin.tsc, ['--noEmit', '-p', 'web/tsconfig.json']), { priority: CHECK_PRIORITY }),
  step('Lint', node(bin.eslint, ['.']), { priority: CHECK_PRIORITY }),
];

const outcomes = await Promise.all([build, ...checks, ...tests]);
rmSync(buildDoneFile, { force: true });

console.log('\n▶ Steps');
for (const { title, ok, seconds } of outcomes) console.log(`  ${ok ? '✓' : '✗'} ${title} (${seconds} s)`);
console.log(`  all in ${since(started)} s`);

const report = mergeReports(vitestRuns.map(reportFile));
if (report) {
  writeFileSync(resultsFile, JSON.stringify(report));
  console.log(`\n${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`);
}
process.exit(outcomes.every((outcome) => outcome.ok) && report?.success ? 0 : 1);

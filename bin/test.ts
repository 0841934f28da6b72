// `npm test`: system tools, then four lanes side by side, each step in a process of its own:
//   - the integration layer (its cloud, two files at a time: vitest.config.ts);
//   - the e2e layer (its cloud, its files one after another, each driving Chromium); its global setup
//     starts the cloud at once and waits for the SPA build (SPA_BUILD_DONE) before the first test; then
//     the unit and infra layers (without isolation, so libraries load, and each CDK setting is
//     synthesized, once per worker);
//   - the SPA build, then the web layer;
//   - the type checks and lint, one after another.
// Each test layer runs in a Vitest process of its own: Vitest runs the global setups of one run's
// projects one after another before any test, so the two clouds would otherwise start in turn while
// nothing else ran; and more processes than lanes at once would only stretch every test's time on a
// 2-core machine. Each step's output is printed as it comes, line by line (a check's, whole once it
// ends); the JSON reports of the Vitest runs are merged into .test-data/vitest-results.json. Exits
// non-zero if any step failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { relative } from 'node:path';
import { ensureSystemTools } from './ensure-system-tools';

const dataDir = '.test-data';
const resultsFile = `${dataDir}/vitest-results.json`;
/** Written once the SPA build ended: 'ok' or 'failed' (tests/support/spa-build.ts waits for it). */
const buildDoneFile = `${dataDir}/spa-build.done`;

interface Outcome {
  title: string;
  ok: boolean;
  seconds: number;
}

/** The Vitest projects (vitest.config.ts), each run by a Vitest process of its own. */
const layers = ['integration', 'e2e', 'unit', 'infra', 'web'] as const;
type Layer = (typeof layers)[number];

/** The tools' own scripts, run by this Node (no npx process in between). */
const bin = {
  // The type checker of TypeScript 7 (native): the same checks as `tsc`, in a fraction of its CPU time (docs/testing.md).
  tsgo: 'node_modules/@typescript/native-preview/bin/tsgo',
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
}

function step(title: string, [command, args]: Command, options: StepOptions = {}): Promise<Outcome> {
  const from = performance.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: options.env ?? process.env });
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
  testResults: FileResult[];
}

interface FileResult {
  name: string;
  message?: string;
  assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
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

/** The failed tests and files, a line each with the first line of their error: the last lines a CI log keeps. */
function failures(report: VitestReport): string[] {
  const firstLine = (text = '') => text.split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? '';
  return report.testResults.flatMap((file) => {
    const where = relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((result) => result.status === 'failed');
    if (failed.length === 0 && file.message) return [`  ✗ ${where}: ${firstLine(file.message)}`];
    return failed.map((result) => `  ✗ ${where} › ${result.fullName}: ${firstLine(result.failureMessages?.[0])}`);
  });
}

/** Runs the steps one after another; all of them, even after one failed, so every failure shows. */
async function lane(steps: (() => Promise<Outcome>)[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const next of steps) outcomes.push(await next());
  return outcomes;
}

ensureSystemTools();
mkdirSync(dataDir, { recursive: true });
const reportFile = (layer: Layer) => `${dataDir}/vitest-results-${layer}.json`;
for (const file of [resultsFile, buildDoneFile, ...layers.map(reportFile)]) rmSync(file, { force: true });

const testLayer = (layer: Layer) => () =>
  step(
    `Tests: ${layer}`,
    node(bin.vitest, [
      'run',
      '--project', layer,
      '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile(layer)}`, '--passWithNoTests',
      ...process.argv.slice(2),
    ]),
    { live: true, env: { ...process.env, SPA_BUILD_DONE: buildDoneFile } },
  );
const build = () =>
  step('Build the SPA', node(bin.vite, ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'])).then((outcome) => {
    writeFileSync(buildDoneFile, outcome.ok ? 'ok' : 'failed');
    return outcome;
  });
const check = (title: string, command: Command) => () => step(title, command);

const outcomes = (
  await Promise.all([
    lane([testLayer('integration')]),
    // The unit and infra layers after the e2e layer, which ends long before the others.
    lane([testLayer('e2e'), testLayer('unit'), testLayer('infra')]),
    // The web layer right after the build: its tests wait on screens with time limits, best met before the clouds' suites run at full pace.
    lane([build, testLayer('web')]),
    lane([
      // One thread each: beside the other lanes on two cores, tsgo's parallel checkers cost twice the CPU of one (docs/testing.md).
      check('Type check', node(bin.tsgo, ['--noEmit', '--singleThreaded', '-p', 'tsconfig.json'])),
      check('Type check (web)', node(bin.tsgo, ['--noEmit', '--singleThreaded', '-p', 'web/tsconfig.json'])),
      check('Lint', node(bin.eslint, ['.'])),
    ]),
  ])
).flat();
rmSync(buildDoneFile, { force: true });

console.log('\n▶ Steps');
for (const { title, ok, seconds } of outcomes) console.log(`  ${ok ? '✓' : '✗'} ${title} (${seconds} s)`);
console.log(`  all in ${since(started)} s`);

const report = mergeReports(layers.map(reportFile));
if (report) {
  writeFileSync(resultsFile, JSON.stringify(report));
  console.log(`\n${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`);
  for (const line of failures(report)) console.log(line);
}
process.exit(outcomes.every((outcome) => outcome.ok) && report?.success ? 0 : 1);

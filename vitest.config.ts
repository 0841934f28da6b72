// One runner, five layers: `npm test` runs them all (see bin/test.ts).
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { cdkTmpdir } from './tests/support/cdk-tmpdir';
import { SlowestFirst } from './tests/support/slowest-first';

const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** The path aliases of tsconfig.json and web/tsconfig.json. */
const alias = {
  '@lambdas': folder('./lambdas'),
  '@shared': folder('./shared'),
  '@infra': folder('./infra'),
  '@web': folder('./web/src'),
  '@tests': folder('./tests'),
};

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one file at a time; the integration files mostly wait
    // on their cloud's process and the web files on their timers: two at a time keep both cores busy.
    // (`npm test` runs each project in a Vitest process of its own, at the same time: bin/test.ts.)
    maxWorkers: 2,
    // The longest integration files first, so that the two workers end together (tests/support/slowest-first.ts).
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Handler modules read their configuration at load; unit tests mock every client.
          env: {
            AWS_REGION: 'us-east-1',
            AWS_ACCESS_KEY_ID: 'unit',
            AWS_SECRET_ACCESS_KEY: 'unit',
            TABLE_NAME: 'unit-table',
            UPLOADS_BUCKET: 'unit-uploads',
            MEDIA_BUCKET: 'unit-media',
            USER_POOL_ID: 'us-east-1_unit',
            WS_CALLBACK_URL: 'http://127.0.0.1:9/unit',
          },
          // The libraries load once per worker, not once per file: tests/unit/setup.ts sets back,
          // before each file, what one file could leave to the next.
          isolate: false,
          maxWorkers: 1,
          // Vitest runs projects of different maxWorkers in different groups, one group after another.
          sequence: { groupOrder: 1 },
          setupFiles: ['tests/unit/setup.ts'],
          // Rendering certificates and reading activity files take seconds when the machine's two
          // cores also run the other layers.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/cdk-tmpdir.ts'],
          env: { TMPDIR: cdkTmpdir },
          // One worker, one module graph: tests/infra/platform-fixture.ts synthesizes each distinct
          // setting once and every file reads that synthesis (a synthesis with cdk-nag takes seconds).
          isolate: false,
          maxWorkers: 1,
          // Vitest runs projects of different maxWorkers in different groups, one group after another.
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          // The print stylesheet is read by its tests (tests/web/support/print-rules.ts); other CSS stays out.
          css: { include: [/print-sheet\.css/] },
          // React, Amplify UI and the rest load once per worker, not once per file: tests/web/setup.ts
          // sets back, before each file, what one file could leave to the next.
          isolate: false,
          // A screen's test renders, types and scrolls in jsdom: seconds on a busy 2-core machine, and
          // more while the integration and e2e layers run beside it (bin/test.ts): twice its screen waits' limit.
          testTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/local-cloud-setup.ts'],
          // The AWS SDK and the platform's modules load once per worker, not once per file: no file
          // mocks a module or changes the process's environment, and each keeps its data in its own events.
          isolate: false,
          // The opening-morning burst (400 requests at once) took 55 s beside the other lanes on a slow
          // day: twice that, as for the other layers' tests.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The cloud starts first; then, under `npm test`, the SPA build it serves is waited for.
          globalSetup: ['tests/support/local-cloud-setup.ts', 'tests/support/spa-build.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A page polled for what it shows waits as long as a locator does (Playwright's 30 s), not
          // `expect.poll`'s 1 s: a page's first paint takes seconds on a busy 2-core machine.
          expect: { poll: { timeout: 30_000 } },
          // One worker for every file, as for the integration files: playwright-core and the SDK load once.
          isolate: false,
        },
      },
    ],
  },
});

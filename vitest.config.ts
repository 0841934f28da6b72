// One runner, five layers: `npm test` runs them all (see bin/test.ts).
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { cdkTmpdir } from './tests/support/cdk-tmpdir';

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
          // A screen's test renders, types and scrolls in jsdom: seconds on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/local-cloud-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/local-cloud-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

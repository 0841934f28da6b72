// Lint rules, including the import boundaries of ARCHITECTURE.md §3 and STYLE.md §7.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaries = [
  { target: './shared', from: ['./lambdas', './web', './infra', './bin'], message: 'shared/ is used by lambdas and web, never the reverse' },
  { target: './lambdas', from: ['./web', './infra', './bin', './tests'], message: 'handlers depend only on shared/ and themselves' },
  { target: './web', from: ['./lambdas', './infra', './bin'], message: 'the SPA talks to the API over HTTP only' },
  { target: './web/src/components', from: ['./web/src/features', './web/src/app'], message: 'shared UI does not know features' },
  { target: './web/src/lib', from: ['./web/src/features', './web/src/app'], message: 'libs do not know features' },
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'features do not import each other; compose them in web/src/app',
  })),
];

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.data', '.test-data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);

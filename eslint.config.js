// Lint rules, including the import boundaries of ARCHITECTURE.md §3 and STYLE.md §7.
import { readdirSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const root = dirname(fileURLToPath(import.meta.url));

const webFeatures = readdirSync(resolve(root, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each zone: files under `target` may not import modules under any of `from`. */
const zones = [
  { target: 'shared', from: ['lambdas', 'web', 'infra', 'bin'], why: 'shared/ is used by lambdas and web, never the reverse' },
  { target: 'lambdas', from: ['web', 'infra', 'bin', 'tests'], why: 'handlers depend only on shared/ and themselves' },
  { target: 'web', from: ['lambdas', 'infra', 'bin'], why: 'the SPA talks to the API over HTTP only' },
  { target: 'web/src/components', from: ['web/src/features', 'web/src/app'], why: 'shared UI does not know features' },
  { target: 'web/src/lib', from: ['web/src/features', 'web/src/app'], why: 'libs do not know features' },
  ...webFeatures.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: webFeatures.filter((other) => other !== feature).map((other) => `web/src/features/${other}`),
    why: 'features do not import each other; compose them in web/src/app',
  })),
];

const inside = (path, folder) => path === folder || path.startsWith(folder + '/');

/** The path aliases of tsconfig.json and web/tsconfig.json, each to its folder from the repository root. */
const aliases = { '@lambdas/': 'lambdas/', '@shared/': 'shared/', '@infra/': 'infra/', '@web/': 'web/src/', '@tests/': 'tests/' };

/** The repository path an import names (relative or aliased), or undefined for a package. */
function importedPath(filename, source) {
  if (source.startsWith('.')) return relative(root, resolve(dirname(filename), source)).split(sep).join('/');
  const alias = Object.keys(aliases).find((prefix) => source.startsWith(prefix));
  return alias === undefined ? undefined : aliases[alias] + source.slice(alias.length);
}

const importBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = relative(root, context.filename).split(sep).join('/');
    const rules = zones.filter((zone) => inside(file, zone.target));
    if (rules.length === 0) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = importedPath(context.filename, source);
      if (target === undefined) return;
      const broken = rules.find((zone) => zone.from.some((folder) => inside(target, folder)));
      if (broken) context.report({ node: node.source, message: `${file} may not import ${source}: ${broken.why}.` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.data', '.test-data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { platform: { rules: { 'import-boundaries': importBoundaries } } },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'platform/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);

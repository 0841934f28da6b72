// Lint rules, including the import boundaries and the module graph of docs/architecture.md (Modules).
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

/**
 * The module graph of the back end: the feature folders of lambdas/ and of shared/, each with the folders it
 * may import. It is acyclic (checked below), so no import allowed by it can close a cycle. A lambdas/ folder
 * may also import any shared/ folder. docs/architecture.md draws the same graph.
 */
export const moduleGraph = {
  lambdas: {
    core: [],
    data: ['core'],
    limits: ['core', 'data'],
    events: ['core', 'data'],
    accounts: ['core', 'data', 'limits', 'events'],
    realtime: ['core', 'data', 'limits'],
    mail: ['core', 'data'],
    payments: ['core', 'data'],
    platform: ['core'],
    media: ['core', 'data', 'limits', 'accounts', 'events'],
    results: ['core', 'data', 'events', 'media', 'realtime'],
    timing: ['core', 'data', 'limits', 'events', 'media', 'realtime', 'registration', 'results'],
    feed: ['core', 'data', 'limits', 'events', 'realtime', 'results'],
    registration: ['core', 'data', 'limits', 'accounts', 'events', 'mail', 'payments', 'realtime'],
    activities: ['core', 'data', 'limits', 'media'],
    retos: ['core', 'data', 'limits', 'accounts', 'activities', 'events', 'mail', 'media', 'payments', 'realtime'],
    sites: ['core', 'data', 'limits', 'events', 'registration'],
    documents: ['core', 'data', 'events', 'media', 'results', 'retos', 'sites'],
    'payment-jobs': ['core', 'data', 'payments', 'registration', 'retos'],
  },
  shared: {
    core: [],
    accounts: ['core'],
    payments: ['core'],
    results: ['core'],
    media: ['core', 'accounts'],
    timing: ['core', 'accounts', 'results'],
    activities: ['core', 'accounts', 'results'],
    registration: ['core', 'results'],
    sites: ['core', 'registration', 'results'],
    retos: ['core', 'accounts', 'activities', 'registration', 'results'],
    realtime: ['core', 'results', 'retos'],
  },
};

/** The first cycle of a graph given as folder → folders it may import, or undefined. */
export function cycleIn(graph) {
  const state = {};
  const visit = (node, path) => {
    if (state[node] === 'done') return undefined;
    if (state[node] === 'open') return [...path.slice(path.indexOf(node)), node];
    state[node] = 'open';
    for (const next of graph[node] ?? []) {
      const cycle = visit(next, [...path, node]);
      if (cycle) return cycle;
    }
    state[node] = 'done';
    return undefined;
  };
  for (const node of Object.keys(graph)) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return undefined;
}

for (const [layer, graph] of Object.entries(moduleGraph)) {
  const cycle = cycleIn(graph);
  if (cycle) throw new Error(`The module graph of ${layer}/ has a cycle: ${cycle.join(' → ')}`);
}

const inside = (path, folder) => path === folder || path.startsWith(folder + '/');

/** The path aliases of tsconfig.json and web/tsconfig.json, each to its folder from the repository root. */
const aliases = { '@lambdas/': 'lambdas/', '@shared/': 'shared/', '@infra/': 'infra/', '@web/': 'web/src/', '@tests/': 'tests/' };

/** The repository path an import names (relative or aliased), or undefined for a package. */
function importedPath(filename, source) {
  if (source.startsWith('.')) return relative(root, resolve(dirname(filename), source)).split(sep).join('/');
  const alias = Object.keys(aliases).find((prefix) => source.startsWith(prefix));
  return alias === undefined ? undefined : aliases[alias] + source.slice(alias.length);
}

/** Why an import from one feature folder of lambdas/ or shared/ into another breaks the module graph, if it does. */
function graphBreak(file, target) {
  const [layer, from] = file.split('/');
  const [targetLayer, to] = target.split('/');
  const graph = moduleGraph[layer];
  if (graph === undefined || targetLayer !== layer || from === to || !file.includes('/', layer.length + 1)) return undefined;
  if (graph[from] === undefined) return `${layer}/${from} is not in the module graph: add it with the folders it may import`;
  if (graph[to] === undefined) return `${layer}/${to} is not in the module graph: add it with the folders it may import`;
  if (graph[from].includes(to)) return undefined;
  return `the module graph lets ${layer}/${from} import only ${graph[from].join(', ') || 'nothing of ' + layer}`;
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
      const outOfGraph = graphBreak(file, target);
      if (outOfGraph) context.report({ node: node.source, message: `${file} may not import ${source}: ${outOfGraph}.` });
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
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./){3,}', message: 'An import climbs at most two folders: use a path alias (@lambdas/, @shared/, @infra/, @web/, @tests/).' }] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);

// The module graph of docs/architecture.md, as lint enforces it: an import along an edge the graph does not
// draw fails lint, and so does one that would close a cycle; the graph itself stays acyclic.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { cycleIn, moduleGraph } from '../../eslint.config.js';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The module-graph messages lint gives a file at `path` holding `code`. */
async function graphMessages(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'platform/import-boundaries').map((message) => message.message);
}

/** The rules lint breaks for a file at `path` holding `code`. */
async function brokenRules(path: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('the module graph', () => {
  it('has no cycle in lambdas/ or shared/', () => {
    expect(cycleIn(moduleGraph.lambdas)).toBeUndefined();
    expect(cycleIn(moduleGraph.shared)).toBeUndefined();
  });

  it('finds a cycle when one is drawn', () => {
    expect(cycleIn({ a: ['b'], b: ['c'], c: ['a'], d: [] })).toEqual(['a', 'b', 'c', 'a']);
  });

  it('lets a feature import a folder below it', async () => {
    const code = "import { eventIdOf } from '@lambdas/events/event-path';\nexport const id = eventIdOf;\n";
    expect(await graphMessages('lambdas/registration/probe.ts', code)).toEqual([]);
  });

  it('fails an import the graph does not draw', async () => {
    const code = "import { siteOf } from '@lambdas/sites/get-site';\nexport const site = siteOf;\n";
    const [message] = await graphMessages('lambdas/timing/probe.ts', code);
    expect(message).toContain('the module graph lets lambdas/timing import only');
  });

  it('fails an import that would close a cycle, relative or aliased', async () => {
    const relative = "import { getEvent } from '../results/standings-repository';\nexport const get = getEvent;\n";
    expect(await graphMessages('lambdas/events/probe.ts', relative)).toHaveLength(1);
    const aliased = "import { table } from '@lambdas/data/table';\nexport const t = table;\n";
    expect(await graphMessages('lambdas/core/probe.ts', aliased)).toHaveLength(1);
  });

  it('fails an import between shared/ folders against the graph', async () => {
    const code = "import { siteSchema } from '@shared/sites/site-schema';\nexport const s = siteSchema;\n";
    expect(await graphMessages('shared/registration/probe.ts', code)).toHaveLength(1);
  });

  it('asks for a new feature folder to be placed in the graph', async () => {
    const code = "import { need } from '@lambdas/core/env';\nexport const n = need;\n";
    const [message] = await graphMessages('lambdas/waitlist/probe.ts', code);
    expect(message).toContain('lambdas/waitlist is not in the module graph');
  });

  it('fails an import that climbs more than two folders, and takes its alias', async () => {
    const climbing = "import { messages } from '../../../shared/core/messages';\nexport const m = messages;\n";
    expect(await brokenRules('lambdas/registration/form/probe.ts', climbing)).toContain('no-restricted-imports');
    const aliased = "import { messages } from '@shared/core/messages';\nexport const m = messages;\n";
    expect(await brokenRules('lambdas/registration/form/probe.ts', aliased)).toEqual([]);
  });

  it('is the graph docs/architecture.md draws, module by module', () => {
    const page = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    for (const layer of ['lambdas', 'shared'] as const) {
      const section = page.split(`### ${layer}/`)[1]?.split('\n### ')[0] ?? '';
      const drawn = Object.fromEntries(
        [...section.matchAll(/^\| `([a-z-]+)` \|.*\| ([a-z, -—]+) \|$/gm)].map(([, module, imports]) => [
          module,
          imports === '—' ? [] : imports!.split(', ').sort(),
        ]),
      );
      const enforced = Object.fromEntries(Object.entries(moduleGraph[layer]).map(([module, imports]) => [module, [...imports].sort()]));
      expect(drawn).toEqual(enforced);
    }
  });
});

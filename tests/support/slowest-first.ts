// The order the test files start in (vitest.config.ts, docs/testing.md 'Integration files two at a time').
// Vitest starts the files that took longest in its last run first, and with no record of a run (a clean
// clone, as CI's) the largest first: a short file that starts a cloud of its own, seeds a demo or walks
// every route would then start last and run on alone. These start first, longest first; the rest follow
// in Vitest's own order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The integration files that take longest, longest first (their times: docs/testing.md). */
export const SLOWEST = [
  'local-cloud/demo-resume',
  'security/authorization-matrix',
  'security/route-fuzz',
  'edge/public-api',
  'local-cloud/local-files',
  'sites/form-submissions',
  'local-cloud/stopping',
  'timing/ingest',
].map((name) => `/tests/integration/${name}.test.ts`);

const rank = (spec: TestSpecification) => {
  const index = SLOWEST.findIndex((ending) => spec.moduleId.endsWith(ending));
  return index < 0 ? SLOWEST.length : index;
};

export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

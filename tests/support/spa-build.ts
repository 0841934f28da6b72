// Vitest global setup of the e2e layer, after its local cloud's: when `npm test` builds the SPA at the
// same time as the tests run, it names in SPA_BUILD_DONE the file it writes once the build ended
// ('ok' or 'failed'), and the e2e tests wait for it here, as the cloud serves web/dist as it is on disk
// (so do the integration files that read the pages' documents, whose shell is web/dist/index.html).
// Run on its own (npx vitest run --project e2e), the layer serves the web/dist already built.
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

const BUILD_TIMEOUT_MS = 600_000;

/** Resolves once `npm test`'s SPA build ended well (at once outside `npm test`). */
export async function spaBuilt(): Promise<void> {
  const doneFile = process.env.SPA_BUILD_DONE;
  if (!doneFile) return;
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  while (!existsSync(doneFile)) {
    if (Date.now() > deadline) throw new Error(`The SPA build did not end in ${BUILD_TIMEOUT_MS / 1000} s (${doneFile})`);
    await delay(200);
  }
  if (readFileSync(doneFile, 'utf8').trim() !== 'ok') throw new Error('The SPA build failed: see its output above');
}

export default spaBuilt;

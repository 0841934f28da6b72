// `npm start`: the whole platform on http://localhost:3000 (PORT to change it) with demo data,
// everything kept under .data/ between runs. Ctrl-C stops it all.
import { join } from 'node:path';
import { startLocalCloud } from '@infra/local/local-cloud';
import { repoRoot } from '@infra/local/repo-root';
import { laterDemoSummary, startBanner } from '@infra/local/seed/demo-banner';
import { readDemoState } from '@infra/local/seed/demo-state';
import { failToStart, stopOnExit } from '@infra/local/shutdown';
import { buildWebIfStale } from '@infra/local/web-build';

const log = (line: string) => console.log(`${new Date().toLocaleTimeString('es-MX', { hour12: false })}  ${line}`);

const dataDir = join(repoRoot, '.data');

try {
  buildWebIfStale(repoRoot, log);
  log('Arrancando DynamoDB Local, S3, Cognito y la API…');
  const cloud = await startLocalCloud({
    port: Number(process.env.PORT ?? 3000),
    dataDir,
    seed: true,
    backgroundSeed: true,
    log,
  });
  stopOnExit(cloud, log);
  await cloud.seeded;
  const demo = cloud.demo!;
  const stillMaking = demo.pending();
  console.log(startBanner(cloud.url, await readDemoState({ stateDir: dataDir }), { steps: demo.steps, pending: stillMaking }));
  if (stillMaking.length > 0) {
    await demo.finished;
    // Not after a Ctrl-C: the steps stopped halfway are not missing, only not finished yet.
    if (demo.pending().length === 0) console.log(laterDemoSummary(cloud.url, await readDemoState({ stateDir: dataDir }), { steps: demo.steps, pending: [] }));
  }
} catch (error) {
  failToStart(error);
}

// `npm run reset`: deletes .data/, so the next `npm start` begins with an empty platform and the
// demo data only. Stop `npm start` first: DynamoDB Local keeps its file open while it runs.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@infra/local/repo-root';

rmSync(join(repoRoot, '.data'), { recursive: true, force: true });
console.log('Se borró .data/: el próximo npm start empieza de cero, con los datos de demostración.');

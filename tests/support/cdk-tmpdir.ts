// Where the infra tests' CDK apps synthesize: each App makes a directory of about 20 MB in the
// temporary directory and never removes it, so the infra project points TMPDIR here and its global
// setup removes the whole directory once the project is done.
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const cdkTmpdir = fileURLToPath(new URL('../../.test-data/cdk-tmp', import.meta.url));

export default function setup(): () => void {
  mkdirSync(cdkTmpdir, { recursive: true });
  return () => rmSync(cdkTmpdir, { recursive: true, force: true });
}

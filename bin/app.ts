// CDK app entry (`npm run synth`, `cdk deploy`): settings come from cdk.json context or `-c key=value`.
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readAppSettings } from '@infra/app-settings';
import { repoRoot } from '@infra/local/repo-root';
import { addPlatformStacks } from '@infra/platform';

const app = new App();
const settings = readAppSettings(app.node);
addPlatformStacks(app, { settings, spaDirectory: join(repoRoot, 'web/dist') });
if (settings.cdkNag) {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
}

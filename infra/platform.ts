// The platform's two stacks and how they connect; bin/app.ts and the infra tests both build it here.
import type { App } from 'aws-cdk-lib';
import type { AppSettings } from './app-settings';
import { ApplicationStack } from './application-stack';
import { StatefulStack } from './stateful-stack';

export interface PlatformOptions {
  settings: AppSettings;
  spaDirectory: string;
}

export function addPlatformStacks(app: App, { settings, spaDirectory }: PlatformOptions) {
  const stateful = new StatefulStack(app, 'CarrerasStateful', {
    description: 'Carreras: tabla, buckets y usuarios',
    mailFrom: settings.mailFrom,
  });
  const application = new ApplicationStack(app, 'CarrerasApplication', {
    description: 'Carreras: APIs, funciones, trabajos programados y sitio',
    settings,
    spaDirectory,
    resources: { ...stateful.resources, userPool: stateful.auth.userPool },
    userPoolClient: stateful.auth.client,
    logs: stateful.storage.logs,
  });
  return { stateful, application };
}

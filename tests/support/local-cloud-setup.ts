// Vitest global setup: one local cloud (with the demo seed) for a whole test project, on free ports,
// so tests run even while `npm start` holds port 3000.
import type { TestProject } from 'vitest/node';
import { spawnLocalCloud } from './local-cloud-process';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cloud = await spawnLocalCloud();
  project.provide('cloudUrl', cloud.url);
  project.provide('webSocketUrl', cloud.webSocketUrl);
  project.provide('cognitoAdminEndpoint', cloud.cognitoAdminEndpoint);
  return () => cloud.stop();
}

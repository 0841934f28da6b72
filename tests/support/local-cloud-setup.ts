// Vitest global setup: one local cloud (with the demo seed) for a whole test project, on free ports,
// so tests run even while `npm start` holds port 3000.
import type { TestProject } from 'vitest/node';
import { spawnLocalCloud } from './local-cloud-process';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A smaller finished demo race than `npm start`'s keeps start-up short; every screen still has data.
  // Every suite sends from this one address, hundreds of registrations at once: the request limits
  // are raised here and tested on a cloud of their own (tests/integration/edge).
  // The demo's retos are left out: the tests make their own, and the cloud answers only once the seed ran.
  const cloud = await spawnLocalCloud(['--demo-athletes', '300', '--demo-registrants', '50', '--no-demo-retos', '--rate-limit-factor', '1000']);
  project.provide('cloudUrl', cloud.url);
  project.provide('webSocketUrl', cloud.webSocketUrl);
  project.provide('cognitoAdminEndpoint', cloud.cognitoAdminEndpoint);
  return () => cloud.stop();
}

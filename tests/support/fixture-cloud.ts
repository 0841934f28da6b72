// A second local cloud serving the fixture route table (tests/support/fixtures), for tests of the
// local cloud's own machinery: event shapes, triggers, schedules, the static site.
import type { CloudProcess } from './local-cloud-process';
import { spawnSuiteCloud } from './suite-cloud';

/** Every Cognito code this cloud sends, as cognito-local does when CODE is set. */
export const fixtureCode = '246810';

export function startFixtureCloud(): Promise<CloudProcess> {
  const fixtures = 'tests/support/fixtures';
  return spawnSuiteCloud(
    ['--no-seed', '--routes', `${fixtures}/fixture-routes.ts`, '--web-dist', `${fixtures}/web-dist`],
    { CODE: fixtureCode },
  );
}

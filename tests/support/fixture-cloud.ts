// A second local cloud serving the fixture route table (tests/support/fixtures), for tests of the
// local cloud's own machinery: event shapes, triggers, schedules, the static site.
import { spawnLocalCloud, type CloudProcess } from './local-cloud-process';

/** Every Cognito code this cloud sends, as cognito-local does when CODE is set. */
export const fixtureCode = '246810';

export function startFixtureCloud(): Promise<CloudProcess> {
  const fixtures = 'tests/support/fixtures';
  return spawnLocalCloud(
    ['--no-seed', '--routes', `${fixtures}/fixture-routes.ts`, '--web-dist', `${fixtures}/web-dist`],
    { CODE: fixtureCode },
  );
}

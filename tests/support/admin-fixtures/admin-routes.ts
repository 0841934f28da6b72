// The platform's route table without its timers, plus two test-only routes that write straight to
// the table what no public call makes yet: registrants in bulk (any origin, any payment state) and
// per-event roles. The registrant-report tests and the registrant_admin bench run on it.
import * as platform from '@infra/routes';
import type { HttpRoute, Schedule } from '@infra/routes';

const dir = 'tests/support/admin-fixtures';

export const httpRoutes: HttpRoute[] = [
  ...platform.httpRoutes,
  { id: 'FixtureSeedRegistrants', method: 'POST', path: '/api/fixture/registrants', auth: 'public', handler: `${dir}/seed-registrants.ts`, needs: ['table:write'], timeoutSeconds: 60 },
  { id: 'FixtureGrantRole', method: 'POST', path: '/api/fixture/roles', auth: 'public', handler: `${dir}/grant-role.ts`, needs: ['table:write'] },
];

export const { webSocketRoutes, bucketTriggers, userPoolTriggers, queueConsumers } = platform;
export const schedules: Schedule[] = [];

// POST /api/events/{eventId}/reports — asks for a registrant CSV report (docs/registration.md §9 CSV reports): types
// 1 and 2 for the full-report profiles, type 3 for anyone who may see income (an inscriptor's holds
// only its own registrations). Answers 202 with the report's id; the reports job builds it.
import { randomUUID } from 'node:crypto';
import { rateLimits } from '@shared/core/rate-limits';
import { reportAction, reportRequestSchema, type RequestedReport } from '@shared/registration/report-api';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { eventIdOf } from '@lambdas/events/event-path';
import { createReport } from './registrant-reports-repository';
import { callerScope } from '../admin/registrant-scope';
import { queueReport } from './report-queue';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const caller = callerOf(event);
  const { tipo } = parseBody(event, reportRequestSchema);
  const { access, scope } = await callerScope(caller, eventId, reportAction(tipo));
  await enforceLimits([{ subject: `reporte:usuario:${caller.userId}`, limits: rateLimits.reportsPerUser }]);
  const reportId = randomUUID();
  await createReport({ reportId, tipo, requestedBy: caller.userId, access, scope, now: new Date() });
  await queueReport(eventId, reportId);
  return { statusCode: 202, body: { reportId } satisfies RequestedReport };
});

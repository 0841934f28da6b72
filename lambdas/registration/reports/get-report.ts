// GET /api/events/{eventId}/reports/{reportId} — how far the caller's report is and, once written, a
// link that downloads it for five minutes. Only its requester sees it, and only while its standing
// on the event still allows that report type.
import { may } from '@shared/registration/admin-permissions';
import type { ReportTipo } from '@shared/registration/registrant-report';
import { reportAction, type ReportProgress } from '@shared/registration/report-api';
import { reportMessages } from '@shared/registration/report-texts';
import { eventApiMessages } from '@shared/results/results-texts';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { getReport } from './registrant-reports-repository';
import { reportDownloadUrl } from './report-store';

const REPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const notFound = () => new HttpError(404, 'REPORT_NOT_FOUND', reportMessages.notFound);

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const caller = callerOf(event);
  // Reports are of registrants: a profile that sees none (a cronometrista) is refused before the lookup.
  const access = await requirePermission(caller, eventId, 'viewRegistrants');
  const reportId = event.pathParameters?.reportId ?? '';
  if (!REPORT_ID.test(reportId)) throw notFound();
  const report = await getReport({ eventId, reportId });
  if (!report || report.requestedBy !== caller.userId) throw notFound();
  if (!may(access, reportAction(report.tipo as ReportTipo))) throw new HttpError(403, 'FORBIDDEN', eventApiMessages.notAuthorizedForEvent);
  const body: ReportProgress = { status: report.status, progress: report.progress };
  if (report.status === 'listo' && report.objectKey && report.fileName) {
    body.url = await reportDownloadUrl(report.objectKey, report.fileName);
    body.fileName = report.fileName;
  }
  return { body };
});

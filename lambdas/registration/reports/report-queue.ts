// Hands report and Dashboard work to the reports job (an SQS consumer), off the request path.
import { need } from '@lambdas/core/env';
import { sendMessages } from '@lambdas/core/queue-sender';
import { scopeKey, type RegistrantScope } from '../admin/registrant-scope';

const queueUrl = need('REPORTS_QUEUE_URL');

export type ReportJob = { kind: 'report'; eventId: number; reportId: string } | { kind: 'dashboard'; eventId: number; scope: string };

export function queueReport(eventId: number, reportId: string): Promise<void> {
  return sendMessages(queueUrl, [{ body: { kind: 'report', eventId, reportId } satisfies ReportJob }]);
}

export function queueDashboard(scope: RegistrantScope): Promise<void> {
  return sendMessages(queueUrl, [{ body: { kind: 'dashboard', eventId: scope.eventId, scope: scopeKey(scope) } satisfies ReportJob }]);
}

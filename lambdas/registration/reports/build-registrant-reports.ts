// The reports queue's consumer: writes an asked-for CSV report, or recomputes a Dashboard. A
// Dashboard that fails comes back from the queue; a failed report is marked and left.
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger, observed } from '@lambdas/core/observability';
import { computeDashboard } from '../dashboard/compute-dashboard';
import type { ReportJob } from './report-queue';
import { scopeOf } from '../admin/registrant-scope';
import { writeRegistrantReport } from './write-registrant-report';

export const handler = observed(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failed: string[] = [];
  for (const record of event.Records) {
    const job = JSON.parse(record.body) as ReportJob;
    if (job.kind === 'report') {
      await writeRegistrantReport({ eventId: job.eventId, reportId: job.reportId });
      continue;
    }
    try {
      await computeDashboard(scopeOf(job.eventId, job.scope));
    } catch (error) {
      logger.error('A Dashboard was not recomputed; the queue will offer it again', { eventId: job.eventId, error: error as Error });
      failed.push(record.messageId);
    }
  }
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
});

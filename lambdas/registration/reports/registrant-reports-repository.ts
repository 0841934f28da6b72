// Access patterns of registrant reports: asked for, advanced page by page, finished or failed, and
// read back by the one who asked.
import type { EventAccess } from '@shared/registration/admin-permissions';
import type { ReportTipo } from '@shared/registration/registrant-report';
import { RegistrantReportEntity, type RegistrantReportItem } from '@lambdas/data/registrant-report-entity';
import type { RegistrantScope } from '../admin/registrant-scope';

const KEEP_SECONDS = 24 * 60 * 60;

export type ReportKey = Pick<RegistrantReportItem, 'eventId' | 'reportId'>;

export interface NewReport {
  reportId: string;
  tipo: ReportTipo;
  requestedBy: string;
  access: EventAccess;
  scope: RegistrantScope;
  now: Date;
}

export async function createReport({ reportId, tipo, requestedBy, access, scope, now }: NewReport): Promise<void> {
  await RegistrantReportEntity.create({
    eventId: scope.eventId,
    reportId,
    tipo,
    requestedBy,
    access,
    ...(scope.usuarioRegistra === undefined ? {} : { usuarioRegistra: scope.usuarioRegistra }),
    status: 'pendiente',
    progress: 0,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
  }).go({ response: 'none' });
}

export async function getReport(key: ReportKey): Promise<RegistrantReportItem | null> {
  const { data } = await RegistrantReportEntity.get(key).go();
  return data;
}

export async function recordProgress(key: ReportKey, progress: number): Promise<void> {
  await RegistrantReportEntity.patch(key).set({ progress }).go({ response: 'none' });
}

export async function markReady(key: ReportKey, done: { progress: number; fileName: string; objectKey: string }): Promise<void> {
  await RegistrantReportEntity.patch(key).set({ ...done, status: 'listo' }).go({ response: 'none' });
}

export async function markFailed(key: ReportKey): Promise<void> {
  await RegistrantReportEntity.patch(key).set({ status: 'error' }).go({ response: 'none' });
}

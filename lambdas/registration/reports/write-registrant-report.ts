// Builds one asked-for CSV report: its header, then each page of the scope's registrants as lines,
// streamed into the reports bucket while the next page is read; the report's progress moves with
// every page. A report that fails is marked so (its requester asks again), never retried blindly.
import { Readable } from 'node:stream';
import { registrantReport, reportFileName, type ReportTipo } from '@shared/registration/registrant-report';
import { registrantValues } from '@shared/registration/registrant-values';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import { withSectionDefaults } from '@shared/results/event-sections';
import { logger } from '@lambdas/core/observability';
import { getEventSections } from '@lambdas/events/event-sections-repository';
import { getEvent } from '@lambdas/events/events-repository';
import { registrantPages } from '../admin/registrant-pages';
import { getReport, markFailed, markReady, recordProgress, type ReportKey } from './registrant-reports-repository';
import { getRegistryConfig } from '../config/registry-config-repository';
import { storeReport } from './report-store';
import { staffNames } from '../staff/staff-names';

export const reportObjectKey = ({ eventId, reportId }: ReportKey) => `reportes/${eventId}/${reportId}.csv`;

async function buildReport(key: ReportKey): Promise<void> {
  const report = await getReport(key);
  if (!report || report.status !== 'pendiente') return;
  const [event, sections, config] = await Promise.all([getEvent(key.eventId), getEventSections(key.eventId), getRegistryConfig(key.eventId)]);
  if (!event) return markFailed(key);
  const now = new Date();
  const tipo = report.tipo as ReportTipo;
  const { modalidades } = withSectionDefaults(sections);
  const builder = registrantReport({ tipo, config: config ?? registryConfigSchema.parse({}), modalidades, event, access: report.access, now });
  const names = staffNames();
  const scope = { eventId: key.eventId, ...(report.usuarioRegistra === undefined ? {} : { usuarioRegistra: report.usuarioRegistra }) };
  let progress = 0;

  async function* csv(): AsyncGenerator<Buffer> {
    yield Buffer.from(builder.header, 'utf8');
    for await (const page of registrantPages(scope)) {
      const users = await names(page.map((registrant) => registrant.usuarioRegistra).filter((usuario) => usuario !== registrantValues.sinUsuario));
      yield Buffer.from(page.map((registrant) => builder.line(registrant, users[registrant.usuarioRegistra] ?? '')).join(''), 'utf8');
      progress += page.length;
      await recordProgress(key, progress);
    }
  }

  const objectKey = reportObjectKey(key);
  await storeReport(objectKey, Readable.from(csv()));
  await markReady(key, { progress, objectKey, fileName: reportFileName(tipo, event.nombreEvento, now, event.zonaHoraria) });
}

export async function writeRegistrantReport(key: ReportKey): Promise<void> {
  try {
    await buildReport(key);
  } catch (error) {
    logger.error('A registrant report failed', { ...key, error: error as Error });
    await markFailed(key);
  }
}

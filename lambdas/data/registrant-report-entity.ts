// A registrant CSV report asked for by a staff user: built by the reports job into the reports
// bucket, read back by its requester only; DynamoDB's TTL forgets it after a day.
import { Entity, type EntityItem } from 'electrodb';
import { EVENT_PROFILES } from '@shared/registration/admin-permissions';
import { REPORT_STATES } from '@shared/registration/report-api';
import { entityConfig, SERVICE } from './table';

export const RegistrantReportEntity = new Entity(
  {
    model: { entity: 'registrantReport', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      reportId: { type: 'string', required: true, readOnly: true },
      tipo: { type: 'number', required: true, readOnly: true },
      requestedBy: { type: 'string', required: true, readOnly: true },
      /** The requester's standing on the event when it asked: what it may see. */
      access: { type: [...EVENT_PROFILES, 'admin'] as const, required: true, readOnly: true },
      /** Only the registrants this user registered (an inscriptor's report); absent: all. */
      usuarioRegistra: { type: 'string', readOnly: true },
      status: { type: REPORT_STATES, required: true },
      /** Registrants read so far. */
      progress: { type: 'number', required: true, default: 0 },
      fileName: { type: 'string' },
      /** The object in the reports bucket, once written. */
      objectKey: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
      /** Epoch seconds. */
      expiresAt: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['reportId'] },
      },
    },
  },
  entityConfig,
);

export type RegistrantReportItem = EntityItem<typeof RegistrantReportEntity>;

// How much of something limited an event has given out: the places of a modality, the uses of a
// discount code. Taken and returned by conditional updates against the configured limit.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const QUOTA_KINDS = ['lugares', 'codigoDescuento'] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];

export const EventQuotaEntity = new Entity(
  {
    model: { entity: 'eventQuota', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      cupo: { type: QUOTA_KINDS, required: true, readOnly: true },
      /** codigoModalidad for places, the code (upper case) for discount codes. */
      clave: { type: 'string', required: true, readOnly: true },
      usados: { type: 'number' },
      /**
       * On places only: the event's registration revision (registration-revision.ts), kept where the
       * reads and holds of a registration look anyway, so checking it costs no request of its own.
       */
      revision: { type: 'string' },
    },
    indexes: {
      byEvent: {
        pk: { field: 'pk', composite: ['eventId'] },
        // Modality codes differ by case ('10K', '10k'): the key keeps it.
        sk: { field: 'sk', composite: ['cupo', 'clave'], casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type EventQuotaItem = EntityItem<typeof EventQuotaEntity>;

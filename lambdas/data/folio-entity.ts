// A folio (bib number) taken in an event: created only if absent, so no two registrants share one.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const FolioEntity = new Entity(
  {
    model: { entity: 'folio', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      // Padded so an event's folios list in numeric order.
      numero: { type: 'number', required: true, readOnly: true, padding: { length: 10, char: '0' } },
      registroId: { type: 'string', required: true },
      codigoModalidad: { type: 'string', required: true },
    },
    indexes: {
      byNumero: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['numero'] },
      },
    },
  },
  entityConfig,
);

export type FolioItem = EntityItem<typeof FolioEntity>;

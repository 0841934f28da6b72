// A folio staff released (docs/registration.md §4 Deletion): its number waits here for its modality to give it again
// once the modality's sequence has reached the end of its range.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const ReleasedFolioEntity = new Entity(
  {
    model: { entity: 'releasedFolio', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      codigoModalidad: { type: 'string', required: true, readOnly: true },
      numero: { type: 'number', required: true, readOnly: true, padding: { length: 10, char: '0' } },
    },
    indexes: {
      byModality: {
        pk: { field: 'pk', composite: ['eventId', 'codigoModalidad'], casing: 'none' },
        sk: { field: 'sk', composite: ['numero'] },
      },
    },
  },
  entityConfig,
);

export type ReleasedFolioItem = EntityItem<typeof ReleasedFolioEntity>;

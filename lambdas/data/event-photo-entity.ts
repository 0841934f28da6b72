// A race photo of an event, found by the time it was taken (spec: ± 200 s around an athlete's pass).
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const EventPhotoEntity = new Entity(
  {
    model: { entity: 'eventPhoto', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      photoId: { type: 'string', required: true },
      /** Epoch seconds the photo was taken, as adjusted by the photographer's clock offset. */
      horaAjustada: { type: 'number', required: true },
      url: { type: 'string', required: true },
      urlThumb: { type: 'string', required: true },
    },
    indexes: {
      byTime: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['horaAjustada', 'photoId'] },
      },
    },
  },
  entityConfig,
);

export type EventPhotoItem = EntityItem<typeof EventPhotoEntity>;

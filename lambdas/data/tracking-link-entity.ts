// An event's tracking link (docs/platform.md §7 trackingLinks): the visits counted for one ?tkl= value,
// by atomic ADD. The catch-all OTHER_LINKS item counts visits past the event's limit of links.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const TrackingLinkEntity = new Entity(
  {
    model: { entity: 'trackingLink', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      tkl: { type: 'string', required: true, readOnly: true },
      visits: { type: 'number', required: true },
    },
    indexes: {
      byEvent: {
        pk: { field: 'pk', composite: ['eventId'] },
        // 'Insta' and 'insta' are two links: the key keeps the case.
        sk: { field: 'sk', composite: ['tkl'], casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type TrackingLinkItem = EntityItem<typeof TrackingLinkEntity>;

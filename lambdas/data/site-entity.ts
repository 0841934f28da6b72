// An event's organizer web (docs/retos.md §3 Organizer web): the draft its editors save and the
// version visitors see, each a validated site document kept gzipped, with the draft's revision for
// editors saving at once.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';
import { updatedAtAttribute } from './timestamps';

export const SiteEntity = new Entity(
  {
    model: { entity: 'site', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      /** The draft, packed (packed-json.ts). */
      draft: { type: 'any', required: true },
      /** Counts the draft's saves: a save on an older revision is refused. */
      revision: { type: 'number', required: true },
      /** The published document, packed, and the draft revision it was published from. */
      published: { type: 'any' },
      publishedRevision: { type: 'number' },
      publishedAt: { type: 'string' },
      updatedBy: { type: 'string', required: true },
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byEvent: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig,
);

export type SiteItem = EntityItem<typeof SiteEntity>;

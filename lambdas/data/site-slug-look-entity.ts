// What each free subdomain looks like (shared/sites/slug-skeleton.ts), one item per look: claimed in
// the same transaction as the subdomain's host item and given up with it, so no two subdomains that
// read alike exist at once (docs/sites.md#which-subdomains-are-refused).
import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const SiteSlugLookEntity = new Entity(
  {
    model: { entity: 'siteSlugLook', version: '1', service: SERVICE },
    attributes: {
      skeleton: { type: 'string', required: true, readOnly: true },
      /** The subdomain that holds the look. */
      host: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      bySkeleton: {
        pk: { field: 'pk', composite: ['skeleton'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig,
);

// A host name an organizer web answers on (docs/platform.md §1): the site's free subdomain, active at
// once, or a domain of the organizer's own, active only once its DNS shows the platform's token. One
// item per host, created on the condition that none exists: no event can take another's host. A
// pending own domain lapses 72 hours after its claim (docs/sites.md#pending-own-domains-lapse).
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';
import { createdAtAttribute } from './timestamps';

export const HOST_KINDS = ['subdominio', 'propio'] as const;
export const HOST_STATUSES = ['activo', 'pendiente'] as const;

export const SiteHostEntity = new Entity(
  {
    model: { entity: 'siteHost', version: '1', service: SERVICE },
    attributes: {
      host: { type: 'string', required: true, readOnly: true },
      eventId: { type: 'number', required: true, readOnly: true },
      kind: { type: HOST_KINDS, required: true, readOnly: true },
      status: { type: HOST_STATUSES, required: true },
      /** What the organizer puts in a TXT record to prove the domain is theirs. */
      token: { type: 'string', required: true, readOnly: true },
      verifiedAt: { type: 'string' },
      /** When the claim was made; a pending claim lapses 72 hours after it. */
      createdAt: createdAtAttribute,
      /** A pending claim's lapse (epoch seconds), for the table's TTL; removed once verified. */
      expiresAt: { type: 'number' },
    },
    indexes: {
      byHost: {
        pk: { field: 'pk', composite: ['host'] },
        sk: { field: 'sk', composite: [] },
      },
      byEvent: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['eventId'] },
        sk: { field: 'gsi1sk', composite: ['host'] },
      },
    },
  },
  entityConfig,
);

export type SiteHostItem = EntityItem<typeof SiteHostEntity>;

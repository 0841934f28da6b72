// The hosts an organizer web answers on: claimed once for the whole platform, listed per event,
// activated once verified, given up by their event only.
import { guardedWrite } from '@lambdas/data/conditions';
import { SiteHostEntity, type SiteHostItem } from '@lambdas/data/site-host-entity';

export type NewHost = Pick<SiteHostItem, 'host' | 'eventId' | 'kind' | 'status' | 'token'>;

/** False when the host is already claimed, by this event or another. */
export const claimHost = (host: NewHost): Promise<boolean> => guardedWrite(SiteHostEntity.create(host).go({ response: 'none' }));

export async function getHost(host: string): Promise<SiteHostItem | null> {
  const { data } = await SiteHostEntity.get({ host }).go();
  return data;
}

export async function hostsOf(eventId: number): Promise<SiteHostItem[]> {
  const { data } = await SiteHostEntity.query.byEvent({ eventId }).go({ pages: 'all' });
  return data;
}

/** Marks a pending host of the event verified; false when it is not the event's or not pending. */
export const activateHost = (host: string, eventId: number): Promise<boolean> =>
  guardedWrite(
    SiteHostEntity.patch({ host })
      .set({ status: 'activo', verifiedAt: new Date().toISOString() })
      .where((attributes, { eq }) => `${eq(attributes.eventId, eventId)} AND ${eq(attributes.status, 'pendiente')}`)
      .go({ response: 'none' }),
  );

/** Gives a host up; false when it is not the event's. */
export const releaseHost = (host: string, eventId: number): Promise<boolean> =>
  guardedWrite(SiteHostEntity.delete({ host }).where((attributes, { eq }) => eq(attributes.eventId, eventId)).go({ response: 'none' }));

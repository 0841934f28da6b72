// The hosts an organizer web answers on: claimed once for the whole platform, listed per event,
// activated once verified, given up by their event only.
import { isConditionFailure } from '../data/conditions';
import { SiteHostEntity, type SiteHostItem } from '../data/site-host-entity';

export type NewHost = Pick<SiteHostItem, 'host' | 'eventId' | 'kind' | 'status' | 'token'>;

/** False when the host is already claimed, by this event or another. */
export async function claimHost(host: NewHost): Promise<boolean> {
  try {
    await SiteHostEntity.create(host).go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function getHost(host: string): Promise<SiteHostItem | null> {
  const { data } = await SiteHostEntity.get({ host }).go();
  return data;
}

export async function hostsOf(eventId: number): Promise<SiteHostItem[]> {
  const { data } = await SiteHostEntity.query.byEvent({ eventId }).go({ pages: 'all' });
  return data;
}

/** Marks a pending host of the event verified; false when it is not the event's or not pending. */
export async function activateHost(host: string, eventId: number): Promise<boolean> {
  try {
    await SiteHostEntity.patch({ host })
      .set({ status: 'activo', verifiedAt: new Date().toISOString() })
      .where((attributes, { eq }) => `${eq(attributes.eventId, eventId)} AND ${eq(attributes.status, 'pendiente')}`)
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives a host up; false when it is not the event's. */
export async function releaseHost(host: string, eventId: number): Promise<boolean> {
  try {
    await SiteHostEntity.delete({ host })
      .where((attributes, { eq }) => eq(attributes.eventId, eventId))
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

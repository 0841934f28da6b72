// The hosts an organizer web answers on: claimed once for the whole platform (a free subdomain with its
// look, so no two read alike), listed per event, activated once verified, given up by their event
// only. A lapsed pending claim (pending-claim.ts) is read as absent and may be claimed again.
import { createWriteTransaction } from 'electrodb';
import { guardedWrite } from '@lambdas/data/conditions';
import { SiteHostEntity, type SiteHostItem } from '@lambdas/data/site-host-entity';
import { SiteSlugLookEntity } from '@lambdas/data/site-slug-look-entity';
import { transact } from '@lambdas/data/transaction-retry';
import { hasLapsed } from './pending-claim';

export type NewHost = Pick<SiteHostItem, 'host' | 'eventId' | 'kind' | 'status' | 'token' | 'createdAt' | 'expiresAt'>;

const entities = { hosts: SiteHostEntity, looks: SiteSlugLookEntity };

export type ClaimOutcome = 'claimed' | 'hostTaken' | 'lookAlike';

/**
 * Claims a host, with the look of a free subdomain (`skeleton`) when given. `replacing` is the stored
 * claim it takes the place of (a lapsed one, or a pending one taken over), which must still be as read.
 */
export async function claimHost(item: NewHost, replacing: SiteHostItem | null, skeleton?: string): Promise<ClaimOutcome> {
  const outcome = await transact(() =>
    createWriteTransaction(entities, ({ hosts, looks }) => [
      replacing
        ? hosts
            .put(item)
            .where(({ status, token, eventId }, { eq }) => `${eq(status, 'pendiente')} AND ${eq(token, replacing.token)} AND ${eq(eventId, replacing.eventId)}`)
            .commit()
        : hosts.create(item).commit(),
      ...(skeleton ? [looks.create({ skeleton, host: item.host }).commit()] : []),
    ]).go(),
  );
  if (outcome.ok) return 'claimed';
  return outcome.failed[0] ? 'hostTaken' : 'lookAlike';
}

/** The claim as stored, lapsed or not, for a new claim to decide whether it may replace it. */
export async function storedHost(host: string): Promise<SiteHostItem | null> {
  const { data } = await SiteHostEntity.get({ host }).go({ consistent: true });
  return data;
}

/** The host's claim; null when there is none or it is a pending one that lapsed. */
export async function getHost(host: string, now = new Date()): Promise<SiteHostItem | null> {
  const { data } = await SiteHostEntity.get({ host }).go();
  return data && !hasLapsed(data, now) ? data : null;
}

/** The event's hosts, without its pending claims that lapsed. */
export async function hostsOf(eventId: number, now = new Date()): Promise<SiteHostItem[]> {
  const { data } = await SiteHostEntity.query.byEvent({ eventId }).go({ pages: 'all' });
  return data.filter((item) => !hasLapsed(item, now));
}

/** Marks a pending host of the event verified, no longer lapsing; false when it is not the event's or not pending. */
export const activateHost = (host: string, eventId: number): Promise<boolean> =>
  guardedWrite(
    SiteHostEntity.patch({ host })
      .set({ status: 'activo', verifiedAt: new Date().toISOString() })
      .remove(['expiresAt'])
      .where((attributes, { eq }) => `${eq(attributes.eventId, eventId)} AND ${eq(attributes.status, 'pendiente')}`)
      .go({ response: 'none' }),
  );

/** Gives a host up, with the look it holds (`skeleton`, a free subdomain's); false when it is not the event's. */
export async function releaseHost(host: string, eventId: number, skeleton?: string): Promise<boolean> {
  const look = skeleton ? (await SiteSlugLookEntity.get({ skeleton }).go({ consistent: true })).data : null;
  const outcome = await transact(() =>
    createWriteTransaction(entities, ({ hosts, looks }) => [
      hosts.delete({ host }).where((attributes, { eq }) => eq(attributes.eventId, eventId)).commit(),
      // A subdomain claimed before looks were kept holds none; another's look is never taken with it.
      ...(look?.host === host ? [looks.delete({ skeleton: look.skeleton }).where((attributes, { eq }) => eq(attributes.host, host)).commit()] : []),
    ]).go(),
  );
  return outcome.ok;
}

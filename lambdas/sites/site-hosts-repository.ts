// The hosts an organizer web answers on: claimed once for the whole platform (a free subdomain with its
// look, so no two read alike), listed per event, activated once verified, given up by their event
// only.
import { createWriteTransaction } from 'electrodb';
import { guardedWrite } from '@lambdas/data/conditions';
import { SiteHostEntity, type SiteHostItem } from '@lambdas/data/site-host-entity';
import { SiteSlugLookEntity } from '@lambdas/data/site-slug-look-entity';
import { transact } from '@lambdas/data/transaction-retry';

export type NewHost = Pick<SiteHostItem, 'host' | 'eventId' | 'kind' | 'status' | 'token'>;

const entities = { hosts: SiteHostEntity, looks: SiteSlugLookEntity };

export type ClaimOutcome = 'claimed' | 'hostTaken' | 'lookAlike';

/** Claims a host that no one holds, with the look of a free subdomain (`skeleton`) when given. */
export async function claimHost(item: NewHost, skeleton?: string): Promise<ClaimOutcome> {
  const outcome = await transact(() =>
    createWriteTransaction(entities, ({ hosts, looks }) => [
      hosts.create(item).commit(),
      ...(skeleton ? [looks.create({ skeleton, host: item.host }).commit()] : []),
    ]).go(),
  );
  if (outcome.ok) return 'claimed';
  return outcome.failed[0] ? 'hostTaken' : 'lookAlike';
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
export const activateHost = (host: string, eventId: number): Promise<boolean> =>
  guardedWrite(
    SiteHostEntity.patch({ host })
      .set({ status: 'activo', verifiedAt: new Date().toISOString() })
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

// An event's tracking links: a visit counted by atomic ADD on its link's item; a link seen for the
// first time is created in one transaction with the event's count of links, which stops at
// MAX_TRACKING_LINKS, so visits of any further link go to the catch-all item.
import { createWriteTransaction } from 'electrodb';
import { MAX_TRACKING_LINKS, OTHER_LINKS } from '@shared/registration/tracking-links';
import { guardedWrite } from '@lambdas/data/conditions';
import { CounterEntity } from '@lambdas/data/counter-entity';
import { TrackingLinkEntity, type TrackingLinkItem } from '@lambdas/data/tracking-link-entity';
import { transact } from '@lambdas/data/transaction-retry';

const linkCount = (eventId: number) => ({ name: `ligas#${eventId}` });

/** One more visit of a link that exists; false when it does not yet. */
const addToExisting = (eventId: number, tkl: string): Promise<boolean> =>
  guardedWrite(TrackingLinkEntity.patch({ eventId, tkl }).add({ visits: 1 }).go({ response: 'none' }));

/** The link with its first visit, while the event has room for another; which condition refused it otherwise. */
const createLink = (eventId: number, tkl: string) =>
  transact(() =>
    createWriteTransaction({ link: TrackingLinkEntity, counter: CounterEntity }, ({ link, counter }) => [
      link.create({ eventId, tkl, visits: 1 }).commit(),
      counter
        .update(linkCount(eventId))
        .add({ value: 1 })
        .where(({ value }, { notExists, lt }) => `(${notExists(value)} OR ${lt(value, MAX_TRACKING_LINKS)})`)
        .commit(),
    ]).go(),
  );

/** Counts one visit of `tkl`, under the catch-all once the event has MAX_TRACKING_LINKS other links. */
export async function countVisit(eventId: number, tkl: string): Promise<void> {
  if (await addToExisting(eventId, tkl)) return;
  const created = await createLink(eventId, tkl);
  if (created.ok) return;
  // Created meanwhile by a visit at the same moment: links are never removed, so it is there now.
  if (created.failed[0]) {
    if (!(await addToExisting(eventId, tkl))) throw new Error(`Tracking link ${tkl} of event ${eventId} vanished`);
    return;
  }
  await TrackingLinkEntity.update({ eventId, tkl: OTHER_LINKS }).add({ visits: 1 }).go({ response: 'none' });
}

/** Every link of the event, the catch-all included (at most MAX_TRACKING_LINKS + 1 small items). */
export async function trackingLinksOf(eventId: number): Promise<TrackingLinkItem[]> {
  const { data } = await TrackingLinkEntity.query.byEvent({ eventId }).go({ pages: 'all' });
  return data;
}

/** The links counted apart, for the registrations per link. */
export async function trackingLinkNames(eventId: number): Promise<string[]> {
  return (await trackingLinksOf(eventId)).map(({ tkl }) => tkl).filter((tkl) => tkl !== OTHER_LINKS);
}

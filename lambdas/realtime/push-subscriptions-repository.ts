// Access patterns of push subscriptions (docs/realtime.md, "Push notices"): a browser asks notices of
// an athlete (at most MAX_NOTICE_ATHLETES per event, the same browser only: its auth secret), stops
// asking, or is forgotten when its push service says it is gone; the fan-out lists an athlete's
// subscriptions and claims each pass once per subscription.
import { createHash } from 'node:crypto';
import { MAX_NOTICE_ATHLETES, type PushSubscribeRequest, type PushUnsubscribeRequest } from '@shared/realtime/push-notices';
import { guardedWrite, isConditionFailure } from '@lambdas/data/conditions';
import { PushSubscriberEntity } from '@lambdas/data/push-subscriber-entity';
import { PushSubscriptionEntity } from '@lambdas/data/push-subscription-entity';
import { followBib } from './followed-bibs-repository';

export const subscriptionIdOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url');

export type SubscribeOutcome = 'subscribed' | 'tooManyAthletes' | 'taken';

export interface PushTarget {
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Records the subscription to the athlete's notices, the passes they already have (`passKeys`) counted
 * as told, and follows the bib so the standings refresh hands the athlete's changes to the fan-out.
 */
export async function subscribePush(eventId: number, request: PushSubscribeRequest, passKeys: string[], expiresAt: number, now: Date): Promise<SubscribeOutcome> {
  const subscriptionId = subscriptionIdOf(request.endpoint);
  const { auth, p256dh } = request.keys;
  try {
    await PushSubscriberEntity.update({ eventId, subscriptionId })
      .add({ bibs: [request.bib] })
      .set({ auth, expiresAt })
      // value() names its placeholder after the attribute it is given and types it as that attribute.
      .where(
        (item, { contains, eq, notExists, size, value }) =>
          `(${notExists(item.auth)} OR ${eq(item.auth, auth)}) AND (${notExists(item.bibs)} OR ${contains(item.bibs, request.bib)} OR ${size(item.bibs)} < ${value(item.bibs, MAX_NOTICE_ATHLETES as unknown as string[])})`,
      )
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await PushSubscriberEntity.get({ eventId, subscriptionId }).go();
    return data && data.auth !== auth ? 'taken' : 'tooManyAthletes';
  }
  await PushSubscriptionEntity.put({
    eventId,
    bib: request.bib,
    subscriptionId,
    endpoint: request.endpoint,
    p256dh,
    auth,
    ...(passKeys.length > 0 ? { notified: passKeys } : {}),
    expiresAt,
  }).go({ response: 'none' });
  await followBib(eventId, request.bib, now, expiresAt);
  return 'subscribed';
}

/** Stops the athlete's notices to that browser; nothing when it asked none, or the secret is not its own. */
export async function unsubscribePush(eventId: number, request: PushUnsubscribeRequest): Promise<void> {
  const subscriptionId = subscriptionIdOf(request.endpoint);
  const owned = await guardedWrite(
    PushSubscriberEntity.update({ eventId, subscriptionId })
      .delete({ bibs: [request.bib] })
      .where((item, { eq }) => eq(item.auth, request.auth))
      .go({ response: 'none' }),
  );
  if (owned) await PushSubscriptionEntity.delete({ eventId, bib: request.bib, subscriptionId }).go({ response: 'none' });
}

/** Forgets a subscription its push service says is gone (404, 410): every athlete of it in the event. */
export async function forgetPushSubscription(eventId: number, subscriptionId: string, bib: string): Promise<void> {
  const { data } = await PushSubscriberEntity.get({ eventId, subscriptionId }).go();
  const bibs = new Set([bib, ...(data?.bibs ?? [])]);
  await Promise.all([...bibs].map((one) => PushSubscriptionEntity.delete({ eventId, bib: one, subscriptionId }).go({ response: 'none' })));
  await PushSubscriberEntity.delete({ eventId, subscriptionId }).go({ response: 'none' });
}

export async function listPushTargets(eventId: number, bib: string): Promise<PushTarget[]> {
  const { data } = await PushSubscriptionEntity.query
    .byAthlete({ eventId, bib })
    .go({ pages: 'all', attributes: ['subscriptionId', 'endpoint', 'p256dh', 'auth'] });
  return data;
}

/**
 * Claims the notice of pass `key` for one subscription, recording every pass of the row as told: false
 * when it was claimed already (a repeated read, a row sent again), so no pass is told twice.
 */
export async function claimNotice(eventId: number, bib: string, subscriptionId: string, key: string, keys: string[]): Promise<boolean> {
  return guardedWrite(
    PushSubscriptionEntity.update({ eventId, bib, subscriptionId })
      .add({ notified: keys })
      .where((item, { contains, exists, notExists }) => `${exists(item.endpoint)} AND (${notExists(item.notified)} OR NOT ${contains(item.notified, key)})`)
      .go({ response: 'none' }),
  );
}

/** Gives a claim back when its notice could not be handed to the push service, so a retry sends it. */
export async function releaseNotice(eventId: number, bib: string, subscriptionId: string, key: string): Promise<void> {
  await guardedWrite(
    PushSubscriptionEntity.update({ eventId, bib, subscriptionId })
      .delete({ notified: [key] })
      .where((item, { exists }) => exists(item.endpoint))
      .go({ response: 'none' }),
  );
}

// Access patterns of recorded activities: stored once per activity (the same start and duration
// again is the same item), read one by one, newest start first a page at a time, since a reto's
// start, by the upload that brought them; and claimed as the proof of one participation.
import { randomUUID } from 'node:crypto';
import { activityIdOf, refusedActivityId, type ActivityFileType, type ActivitySource, type ActivitySummary, type ParseResult } from '@shared/activities/activity';
import { activityMessages } from '@shared/activities/activity-texts';
import { guardedWrite, isConditionFailure } from '@lambdas/data/conditions';
import { ActivityEntity, type ActivityItem } from '@lambdas/data/activity-entity';
import { HttpError } from '@lambdas/core/http-error';

/** How long a refused file stays in the athlete's list. */
const REFUSED_DAYS = 7;
/** Above every parsed activity's id, below every refused one's. */
const LAST_PARSED_ID = '9999999999-999999';

export interface ActivityOrigin {
  source: ActivitySource;
  fileType?: ActivityFileType;
  /** The upload that brought a file; absent for a wearable's push. */
  uploadId?: string;
}

async function storeParsed(userId: string, result: Extract<ParseResult, { ok: true }>, origin: ActivityOrigin, now: Date): Promise<ActivityItem> {
  const { laps, analysis, ...summary } = result.activity;
  const item = {
    userId,
    activityId: activityIdOf(summary),
    status: 'parsed' as const,
    summary: summary satisfies ActivitySummary,
    laps,
    ...(analysis ? { analysis } : {}),
    lapCount: laps.length,
    receivedAt: now.toISOString(),
    ...origin,
  };
  if (await guardedWrite(ActivityEntity.create(item).go({ response: 'none' }))) return item as ActivityItem;
  // The same activity again: the one stored first stays (its claim too); a new upload is pointed at it.
  const key = { userId, activityId: item.activityId };
  if (origin.uploadId) await ActivityEntity.patch(key).set({ uploadId: origin.uploadId }).go({ response: 'none' });
  const { data } = await ActivityEntity.get(key).go({ consistent: true });
  if (!data) throw new Error(`Activity ${item.activityId} was refused as a duplicate but is not stored`);
  return data;
}

/** Stores what a file or a push became: the activity, or the refusal with its reason for a week. */
export async function storeActivity(userId: string, result: ParseResult, origin: ActivityOrigin, now = new Date()): Promise<ActivityItem> {
  if (result.ok) return storeParsed(userId, result, origin, now);
  const item = {
    userId,
    activityId: refusedActivityId(now.getTime() / 1000, origin.uploadId ?? randomUUID()),
    status: 'refused' as const,
    reason: result.reason,
    receivedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + REFUSED_DAYS * 24 * 3600,
    ...origin,
  };
  await ActivityEntity.put(item).go({ response: 'none' });
  return item as ActivityItem;
}

export async function getActivity(userId: string, activityId: string): Promise<ActivityItem | null> {
  const { data } = await ActivityEntity.get({ userId, activityId }).go();
  return data;
}

/** What an upload became, once its file was read. */
export async function activityOfUpload(userId: string, uploadId: string): Promise<ActivityItem | null> {
  const { data } = await ActivityEntity.query.byUpload({ userId, uploadId }).go({ limit: 1 });
  return data[0] ?? null;
}

/** Up to `limit` activities, refused files first, then newest start first, after `cursor` when given. */
export async function activityPage(userId: string, limit: number, cursor?: string): Promise<{ items: ActivityItem[]; more: boolean }> {
  const query = ActivityEntity.query.byUser({ userId });
  const { data } = await (cursor ? query.lt({ activityId: cursor }) : query).go({ order: 'desc', count: limit + 1 });
  return { items: data.slice(0, limit), more: data.length > limit };
}

/** The parsed activities that started after `startSeconds`, newest first. */
export async function activitiesSince(userId: string, startSeconds: number, limit: number): Promise<ActivityItem[]> {
  const after = activityIdOf({ startTimeInSeconds: Math.floor(startSeconds) + 1, durationInSeconds: 0 });
  const { data } = await ActivityEntity.query.byUser({ userId }).between({ activityId: after }, { activityId: LAST_PARSED_ID }).go({ order: 'desc', count: limit });
  return data;
}

/**
 * Makes the activity the proof of the athlete's participation in the reto: set once, so one activity
 * proves one participation. Claiming it again for the same reto answers it again; for another reto
 * it is a 409, as is a refused file; an unknown activity a 404.
 */
export async function claimActivity(userId: string, activityId: string, reto: { eventId: string; eventName: string }): Promise<ActivityItem> {
  const { eventId } = reto;
  try {
    const { data } = await ActivityEntity.patch({ userId, activityId })
      .set({ claimedBy: eventId, claimedByName: reto.eventName })
      .where((attributes, { eq, notExists }) => `${eq(attributes.status, 'parsed')} AND (${notExists(attributes.claimedBy)} OR ${eq(attributes.claimedBy, eventId)})`)
      .go({ response: 'all_new' });
    return data as ActivityItem;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const current = await getActivity(userId, activityId);
  if (!current) throw new HttpError(404, 'ACTIVITY_NOT_FOUND', activityMessages.notFound);
  if (current.status !== 'parsed') throw new HttpError(409, 'ACTIVITY_REFUSED', activityMessages.notParsed);
  throw new HttpError(409, 'ACTIVITY_CLAIMED', activityMessages.claimedElsewhere);
}

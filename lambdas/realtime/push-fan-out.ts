// The fan-out's push notices (docs/realtime.md, "Push notices"): the changed rows some browser asked
// notices of, handed on in messages of their own; then, for each, the notice of the athlete's newest
// pass to each of those browsers, once per pass and browser (claimed in the table before it is sent),
// forgetting browsers their push service says are gone; a notice the push service said it could not
// take now (429, 5xx) is given back and its message fails, so the queue offers it again; one it did not
// answer is not sent again, since it may have taken it.
import { controlPointsSchema, type ControlPoint } from '@shared/results/event-schemas';
import { noticeOf, type Notice } from '@shared/realtime/push-notices';
import type { ResultRow } from '@shared/results/result-row';
import { inParallel } from '@lambdas/core/in-parallel';
import { logger } from '@lambdas/core/observability';
import { EventSectionEntity } from '@lambdas/data/event-section-entity';
import { queueNoticeRows } from './fan-out-queue';
import { claimNotice, forgetPushSubscription, listPushTargets, releaseNotice, type PushTarget } from './push-subscriptions-repository';
import { sendNotice } from './push-sender';

const SENDS_IN_FLIGHT = 32;
const ROWS_IN_FLIGHT = 8;

async function controlPoints(eventId: number): Promise<ControlPoint[]> {
  const { data } = await EventSectionEntity.get({ eventId, section: 'puntosControl' }).go();
  const parsed = controlPointsSchema.safeParse(data?.data ?? []);
  return parsed.success ? parsed.data : [];
}

/** The push service's topic of an athlete's notices: base64url characters, 32 at most. */
const noticeTopic = (eventId: number, bib: string) => `e${eventId}b${bib}`;

/** Whether the notice was sent now, was not to be sent, or must be tried again. */
type Told = 'sent' | 'none' | 'again';

async function notify(eventId: number, bib: string, target: PushTarget, notice: Notice): Promise<Told> {
  if (!(await claimNotice(eventId, bib, target.subscriptionId, notice.key, notice.keys))) return 'none';
  let outcome;
  try {
    outcome = await sendNotice(target, notice.payload, { urgency: notice.key === '0' ? 'high' : 'normal', topic: noticeTopic(eventId, bib) });
  } catch (error) {
    // No answer: the push service may have taken it, so it is not sent again (never twice).
    logger.warn('A notice was not sent, nor will be', { eventId, bib, error: error instanceof Error ? error : String(error) });
    return 'none';
  }
  switch (outcome) {
    case 'sent':
      return 'sent';
    case 'gone':
      await forgetPushSubscription(eventId, target.subscriptionId, bib);
      return 'none';
    case 'refused':
      logger.warn('A push service refused a notice', { eventId, bib });
      return 'none';
    case 'retry':
      await releaseNotice(eventId, bib, target.subscriptionId, notice.key);
      return 'again';
  }
}

async function withTargets(eventId: number, rows: ResultRow[]): Promise<{ row: ResultRow; targets: PushTarget[] }[]> {
  const found = await inParallel(rows, ROWS_IN_FLIGHT, async (row) => ({ row, targets: await listPushTargets(eventId, row.num) }));
  return found.filter(({ targets }) => targets.length > 0);
}

/** Queues the notices of the rows some browser asked them of; answers how many rows. */
export async function queuePushNotices(eventId: number, rows: ResultRow[]): Promise<number> {
  const asked = (await withTargets(eventId, rows)).map(({ row }) => row);
  if (asked.length > 0) await queueNoticeRows(eventId, asked);
  return asked.length;
}

/** The notices sent for the rows; throws when some must be tried again (those sent are not sent twice). */
export async function sendPushNotices(eventId: number, rows: ResultRow[]): Promise<number> {
  const targeted = await withTargets(eventId, rows);
  if (targeted.length === 0) return 0;
  const points = await controlPoints(eventId);
  const sends = targeted.flatMap(({ row, targets }) => {
    const notice = noticeOf(eventId, row, points);
    return notice ? targets.map((target) => ({ bib: row.num, target, notice })) : [];
  });
  const told = await inParallel(sends, SENDS_IN_FLIGHT, ({ bib, target, notice }) => notify(eventId, bib, target, notice));
  if (told.includes('again')) throw new Error('A push service did not take every notice now');
  return told.filter((one) => one === 'sent').length;
}

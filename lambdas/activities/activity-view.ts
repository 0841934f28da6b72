// What the API answers about a stored activity: its summary and lap count in lists, its laps and
// training figures when asked for one.
import type { ActivityDetail, ActivityLap, ActivitySummary, ActivityView } from '@shared/activities/activity';
import type { ActivityAnalysis } from '@shared/activities/activity-analysis';
import { trainingFigures } from '@shared/activities/training-figures';
import type { TrainingSettings } from '@shared/activities/training-settings';
import type { ActivityItem } from '@lambdas/data/activity-entity';

export function toActivityView(item: ActivityItem): ActivityView {
  const base = { activityId: item.activityId, source: item.source, receivedAt: item.receivedAt, ...(item.fileType ? { fileType: item.fileType } : {}) };
  if (item.status === 'refused') return { ...base, status: 'refused', reason: item.reason ?? '' };
  return {
    ...base,
    status: 'parsed',
    summary: item.summary as ActivitySummary,
    lapCount: item.lapCount,
    ...(item.claimedBy ? { claimedBy: item.claimedBy, claimedByName: item.claimedByName ?? item.claimedBy } : {}),
  };
}

export function toActivityDetail(item: ActivityItem): ActivityDetail {
  return { ...toActivityView(item), laps: (item.laps as ActivityLap[] | undefined) ?? [] };
}

/** The athlete's own view: the detail and its training figures (heart rate and power are theirs alone, never a reto organizer's). */
export function toOwnActivityDetail(item: ActivityItem, settings: TrainingSettings | undefined): ActivityDetail {
  const detail = toActivityDetail(item);
  const analysis = item.analysis as ActivityAnalysis | undefined;
  if (!analysis || detail.status !== 'parsed') return detail;
  return { ...detail, training: trainingFigures(analysis, detail.summary.activityType, settings) };
}

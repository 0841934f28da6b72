// GET /api/me/training — the caller's training data (FTP, maximum heart rate, zones per sport); empty until saved.
import type { TrainingSettings } from '@shared/activities/training-settings';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { getTrainingSettings } from './training-settings-repository';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const body: TrainingSettings = (await getTrainingSettings(caller.userId)) ?? { zones: {} };
  return { body };
});

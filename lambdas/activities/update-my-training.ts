// PUT /api/me/training — replaces the caller's training data; every activity's figures follow it at
// once, since they are joined with it when read (docs/activities.md 'Training analysis').
import { trainingChangesPerUser, trainingSettingsSchema } from '@shared/activities/training-settings';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { saveTrainingSettings } from './training-settings-repository';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const settings = parseBody(event, trainingSettingsSchema);
  await enforceLimits([{ subject: `entrenamiento:${caller.userId}`, limits: trainingChangesPerUser }]);
  await saveTrainingSettings(caller.userId, settings);
  return { body: settings };
});

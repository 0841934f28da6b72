// POST /api/wearables/activities — the wearable provider's activity notifications (Garmin's push;
// the local stand-in's): only a body the provider verifies is read, and each activity of a connected
// athlete is checked as an uploaded file is and stored as theirs (source 'garmin'); the same
// activity pushed again is the one stored. Activities that prove nothing are left out.
import { checkActivity } from '@shared/activities/activity-checks';
import { activityMessages } from '@shared/activities/activity-texts';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { logger } from '@lambdas/core/observability';
import { storeActivity } from './activities-repository';
import { connectionOfProviderUser } from './wearable-connections-repository';
import { wearableProvider } from './deployment-wearable-provider';

export const handler = httpHandler(async (event) => {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  const pushed = await wearableProvider().verifyNotification(raw, event.headers);
  if (!pushed) throw new HttpError(401, 'UNVERIFIED', activityMessages.notificationUnverified);
  let stored = 0;
  for (const { providerUserId, summaryId, activity } of pushed) {
    const connection = await connectionOfProviderUser(providerUserId);
    const checked = checkActivity(activity);
    if (!connection || !checked.ok) {
      logger.info('Pushed activity left out', { summaryId, connected: Boolean(connection), ...(checked.ok ? {} : { reason: checked.reason }) });
      continue;
    }
    await storeActivity(connection.userId, checked, { source: 'garmin' });
    stored += 1;
  }
  return { body: { received: pushed.length, stored } };
});

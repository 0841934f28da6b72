// Activities: uploaded files and the wearable connection that record an athlete's activities.
import { routeSlice } from './slice';

export const activitiesRoutes = routeSlice('activities', {
  httpRoutes: [
    // Activities as proof (docs/retos.md): files the athlete uploads (read by the
    // ProcessActivityUpload trigger) and the athlete's own list.
    {
      id: 'CreateActivityUpload',
      method: 'POST',
      path: '/api/me/activity-uploads',
      auth: 'user',
      handler: 'lambdas/activities/create-activity-upload.ts',
      needs: ['uploads:presign', 'table:write'],
    },
    {
      id: 'GetActivityUpload',
      method: 'GET',
      path: '/api/me/activity-uploads/{uploadId}',
      auth: 'user',
      handler: 'lambdas/activities/get-activity-upload.ts',
      needs: ['table:read'],
    },
    {
      id: 'ListMyActivities',
      method: 'GET',
      path: '/api/me/activities',
      auth: 'user',
      handler: 'lambdas/activities/list-my-activities.ts',
      needs: ['table:read'],
    },
    {
      id: 'GetMyActivity',
      method: 'GET',
      path: '/api/me/activities/{activityId}',
      auth: 'user',
      handler: 'lambdas/activities/get-my-activity.ts',
      needs: ['table:read'],
    },
    // The training data of /atletas (docs/activities.md 'Training analysis'): FTP and zones per sport.
    {
      id: 'GetMyTraining',
      method: 'GET',
      path: '/api/me/training',
      auth: 'user',
      handler: 'lambdas/activities/get-my-training.ts',
      needs: ['table:read'],
    },
    {
      id: 'UpdateMyTraining',
      method: 'PUT',
      path: '/api/me/training',
      auth: 'user',
      handler: 'lambdas/activities/update-my-training.ts',
      needs: ['table:write'],
    },
    // The wearable connection of /atletas (docs/accounts.md §2.4, docs/platform.md §7) and the provider's activity notifications.
    {
      id: 'GetMyWearable',
      method: 'GET',
      path: '/api/me/wearable',
      auth: 'user',
      handler: 'lambdas/activities/get-my-wearable.ts',
      needs: ['table:read'],
    },
    {
      id: 'ConnectWearable',
      method: 'POST',
      path: '/api/me/wearable',
      auth: 'user',
      handler: 'lambdas/activities/connect-wearable.ts',
      needs: ['table:write', 'wearables:connect'],
    },
    {
      id: 'CompleteWearableConnection',
      method: 'POST',
      path: '/api/me/wearable/authorization',
      auth: 'user',
      handler: 'lambdas/activities/complete-wearable-connection.ts',
      needs: ['table:write', 'wearables:connect'],
    },
    {
      id: 'DisconnectWearable',
      method: 'DELETE',
      path: '/api/me/wearable',
      auth: 'user',
      handler: 'lambdas/activities/disconnect-wearable.ts',
      needs: ['table:write', 'wearables:connect'],
    },
    // Open at the gateway: the handler reads only a body the provider verifies.
    {
      id: 'ReceiveWearableActivities',
      method: 'POST',
      path: '/api/wearables/activities',
      auth: 'public',
      handler: 'lambdas/activities/receive-wearable-activities.ts',
      needs: ['table:write', 'wearables:connect'],
    },
  ],
  bucketTriggers: [
    {
      id: 'ProcessActivityUpload',
      bucket: 'uploads',
      prefix: 'activities/',
      handler: 'lambdas/activities/process-activity-upload.ts',
      needs: ['uploads:read', 'table:write'],
    },
  ],
});

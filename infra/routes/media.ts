// Photos and images: uploads presigned for the browser, and the triggers that resize what lands in the
// uploads bucket.
import { routeSlice } from './slice';
import { processesUploads } from './types';

export const mediaRoutes = routeSlice('media', {
  httpRoutes: [
    {
      id: 'CreatePhotoUpload',
      method: 'POST',
      path: '/api/me/photo-upload',
      auth: 'user',
      handler: 'lambdas/media/create-photo-upload.ts',
      needs: ['uploads:presign'],
    },
    {
      id: 'CreateSiteImageUpload',
      method: 'POST',
      path: '/api/events/{eventId}/site/image-uploads',
      auth: 'user',
      handler: 'lambdas/media/create-site-image-upload.ts',
      needs: ['table:write', 'uploads:presign'],
    },
    {
      // Whether an uploaded organizer-web image is processed: the editor asks it once a second.
      id: 'GetSiteImageStatus',
      method: 'GET',
      path: '/api/events/{eventId}/site/image-uploads/{imageId}',
      auth: 'user',
      handler: 'lambdas/media/get-site-image-status.ts',
      needs: ['table:read', 'media:read'],
    },
  ],
  bucketTriggers: [
    {
      id: 'ProcessProfilePhoto',
      bucket: 'uploads',
      prefix: 'profile/',
      handler: 'lambdas/media/process-profile-photo.ts',
      needs: processesUploads,
    },
    {
      id: 'ProcessEventPhoto',
      bucket: 'uploads',
      prefix: 'event-photos/',
      handler: 'lambdas/media/process-event-photo.ts',
      needs: processesUploads,
    },
    {
      id: 'ProcessSiteImage',
      bucket: 'uploads',
      prefix: 'site-images/',
      handler: 'lambdas/media/process-site-image.ts',
      needs: ['uploads:read', 'media:write'],
    },
  ],
});

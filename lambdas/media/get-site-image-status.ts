// GET /api/events/{eventId}/site/image-uploads/{imageId} — whether the S3 trigger has written the
// processed image yet (docs/media.md, Uploads): 200 {lista} either way, so the editor asks without a
// 404 in the browser's console on every try.
import { HeadObjectCommand, NotFound } from '@aws-sdk/client-s3';
import { siteImageIdSchema, siteImageMessages, type SiteImageStatus } from '@shared/media/site-image';
import { s3 } from '@lambdas/core/aws-clients';
import { callerOf } from '@lambdas/core/caller';
import { need } from '@lambdas/core/env';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { siteImageMediaKey } from './site-image-keys';

const mediaBucket = need('MEDIA_BUCKET');

async function exists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: mediaBucket, Key: key }));
    return true;
  } catch (error) {
    if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return false;
    throw error;
  }
}

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const eventId = eventIdOf(event);
  const imageId = siteImageIdSchema.safeParse(event.pathParameters?.imageId ?? '');
  if (!imageId.success) throw new HttpError(404, 'IMAGE_NOT_FOUND', siteImageMessages.unknownImage);
  await requirePermission(caller, eventId, 'configure');
  const status: SiteImageStatus = { lista: await exists(siteImageMediaKey(eventId, imageId.data)) };
  return { body: status };
});

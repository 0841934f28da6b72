// Uploading one image of the site: checked like the API checks it, sent with its progress, then the
// API asked whether the S3 trigger has written it (200 {lista}, so no failed request is logged while it
// works). Only then does the field take its /media address.
import { useRef } from 'react';
import { siteImageUploadRequestSchema, type SiteImageUploadTicket } from '@shared/media/site-image';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { useUpload } from '@web/lib/use-upload';
import { NotReadyError, waitUntil } from '@web/lib/wait-until';
import { useEditorEventId } from './editor-event';
import { fetchSiteImageStatus, requestSiteImageUpload } from './site-editor-api';

const texts = siteEditorTexts.images;
/** A minute, asked once a second: the resize takes a second or two. */
const POLLING = { intervalMs: 1000, tries: 60 };

function waitForImage(eventId: number, ticket: SiteImageUploadTicket): Promise<string> {
  const imageId = ticket.key.split('/').at(-1) ?? '';
  return waitUntil(async () => ((await fetchSiteImageStatus(eventId, imageId)).lista ? ticket.url : undefined), POLLING);
}

function failureText(error: unknown): string {
  if (error instanceof NotReadyError) return texts.notProcessed;
  return error instanceof ApiError ? errorMessage(error) : texts.failed;
}

export function useSiteImageUpload(onUploaded: (url: string) => void) {
  const eventId = useEditorEventId();
  const { status, run } = useUpload();
  const toast = useToast();
  // The upload outlives the render that started it: the address goes to the draft as it is by then.
  const latest = useRef(onUploaded);
  latest.current = onUploaded;

  async function upload(file: File) {
    const request = siteImageUploadRequestSchema.safeParse({ contentType: file.type, size: file.size });
    if (!request.success) {
      toast(request.error.issues[0]?.message ?? texts.failed);
      return;
    }
    try {
      const url = await run(file, () => requestSiteImageUpload(eventId, request.data), (ticket) => waitForImage(eventId, ticket));
      latest.current(url);
    } catch (error) {
      toast(failureText(error));
    }
  }

  return { status, upload };
}

// One of the athlete's reto photos uploaded (docs/retos.md §4 Photo upload: idle, uploading with its
// percentage, idle again): a presigned PUT asked of the API, the file sent with its progress, then the
// wait until the S3 trigger has recorded it on the participation, which goes to `onParticipation`.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { messages } from '@shared/core/messages';
import type { ParticipationView } from '@shared/retos/participation';
import { retoPhotoUploadRequestSchema, type RetoPhotoType } from '@shared/retos/reto-photos';
import { ApiError } from '@web/lib/api-client';
import { useToast } from '@web/lib/toasts';
import { useUpload } from '@web/lib/use-upload';
import { waitUntil } from '@web/lib/wait-until';
import { fetchParticipation } from '../participation-api';
import { requestRetoPhotoUpload, retoPhotosKey } from './reto-photos-api';

/** About thirty seconds for the resize, asked once a second. */
const POLLING = { intervalMs: 1000, tries: 30 };

/** The participation shows the upload: its start or finish photo is this one, or one more evidence photo counts. */
function showsUpload(participation: ParticipationView, photoType: RetoPhotoType, url: string, evidenceBefore: number): boolean {
  if (photoType === 'startLine') return participation.startLinePhoto === url;
  if (photoType === 'finishLine') return participation.finishLinePhoto === url;
  return participation.evidencePhotos > evidenceBefore;
}

export function useRetoPhotoUpload(participation: ParticipationView, photoType: RetoPhotoType, onParticipation: (participation: ParticipationView) => void) {
  const { status, run } = useUpload();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { eventID: eventId, evidencePhotos } = participation;

  const upload = useCallback(
    async (file: File) => {
      const request = retoPhotoUploadRequestSchema.safeParse({ photoType, contentType: file.type, size: file.size });
      if (!request.success) {
        toast(request.error.issues[0]?.message ?? messages.photoType);
        return;
      }
      const processed = (url: string) =>
        waitUntil(async () => {
          const now = await fetchParticipation(eventId);
          return now && showsUpload(now, photoType, url, evidencePhotos) ? now : undefined;
        }, POLLING);
      try {
        onParticipation(await run(file, () => requestRetoPhotoUpload(eventId, request.data), (ticket) => processed(ticket.url)));
        await queryClient.invalidateQueries({ queryKey: retoPhotosKey(eventId) });
      } catch (error) {
        // The API's refusals say why in Spanish; other upload errors only reset the progress (docs/retos.md §8).
        if (error instanceof ApiError) toast(error.body.message);
        else console.error(error);
      }
    },
    [eventId, evidencePhotos, onParticipation, photoType, queryClient, run, toast],
  );

  return { status, upload };
}

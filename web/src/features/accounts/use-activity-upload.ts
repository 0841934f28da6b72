// An activity file's upload: the presigned PUT asked for (name and size checked by the API's own
// schema first), the file sent with its progress, then 'Procesando actividad…' until the server has
// read it; the list is read again, and a refused file's reason is toasted.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ActivityView } from '@shared/activities/activity';
import { activityUploadRequestSchema } from '@shared/activities/activity-upload';
import { activityTexts } from '@shared/activities/activity-texts';
import { activitiesKey } from '@web/lib/activities-api';
import { NotReadyError, waitUntil } from '@web/lib/wait-until';
import { useToast } from '@web/lib/toasts';
import { useUpload } from '@web/lib/use-upload';
import { errorMessage } from '@web/lib/error-message';
import { fetchActivityUpload, requestActivityUpload } from './my-activities-api';

/** A minute for a large file, asked every second. */
const POLLING = { intervalMs: 1000, tries: 60 };

function processed(uploadId: string): Promise<ActivityView> {
  return waitUntil(async () => {
    const state = await fetchActivityUpload(uploadId);
    return state.status === 'done' ? state.activity : undefined;
  }, POLLING);
}

export function useActivityUpload() {
  const { status, run } = useUpload();
  const queryClient = useQueryClient();
  const toast = useToast();

  const upload = useCallback(
    async (file: File) => {
      const request = activityUploadRequestSchema.safeParse({ fileName: file.name, size: file.size });
      if (!request.success) return toast(request.error.issues[0]?.message ?? activityTexts.refused);
      try {
        const activity = await run(file, () => requestActivityUpload(request.data), (ticket) => processed(ticket.uploadId));
        if (activity.status === 'refused') toast(`${activityTexts.refused}: ${activity.reason}`);
      } catch (failure) {
        toast(failure instanceof NotReadyError ? activityTexts.notProcessed : errorMessage(failure));
      } finally {
        await queryClient.invalidateQueries({ queryKey: activitiesKey });
      }
    },
    [queryClient, run, toast],
  );

  return { status, upload };
}

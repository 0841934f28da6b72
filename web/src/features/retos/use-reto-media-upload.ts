// Uploading one image or audio file of a reto: checked as the API checks it ('El audio debe pesar
// menos de 3000 kb' before anything is sent), sent with its progress, then the reto asked again until
// its field holds the processed file's address; only then does the page show it.
import { useQueryClient } from '@tanstack/react-query';
import { retoConfigTexts } from '@shared/retos/reto-config-texts';
import { retoMediaUploadRequestSchema, retoUploadContentType, type RetoMediaField } from '@shared/retos/reto-media';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { useUpload } from '@web/lib/use-upload';
import { NotReadyError, waitUntil } from '@web/lib/wait-until';
import { fetchRetoConfig, requestRetoMediaUpload, retoConfigKey } from './retos-api';

const texts = retoConfigTexts.media;
/** A minute, asked once a second: an image's resize takes a second or two. */
const POLLING = { intervalMs: 1000, tries: 60 };

function failureText(error: unknown): string {
  if (error instanceof NotReadyError) return texts.notProcessed;
  return error instanceof ApiError ? errorMessage(error) : texts.failed;
}

export function useRetoMediaUpload(eventId: string, field: RetoMediaField) {
  const { status, run } = useUpload();
  const toast = useToast();
  const queryClient = useQueryClient();

  async function upload(file: File) {
    const request = retoMediaUploadRequestSchema.safeParse({ field, contentType: retoUploadContentType(file.type), size: file.size });
    if (!request.success) {
      toast(request.error.issues[0]?.message ?? texts.failed);
      return;
    }
    try {
      const reto = await run(
        file,
        () => requestRetoMediaUpload(eventId, request.data),
        (ticket) =>
          waitUntil(async () => {
            const now = await fetchRetoConfig(eventId);
            return now[field] === ticket.url ? now : undefined;
          }, POLLING),
      );
      queryClient.setQueryData(retoConfigKey(eventId), reto);
    } catch (error) {
      toast(failureText(error));
    }
  }

  return { status, upload };
}

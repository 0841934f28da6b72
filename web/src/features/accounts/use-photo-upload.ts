// Profile photo: ask for a presigned PUT, upload with progress, then wait until the server's
// resize (an S3-triggered Lambda) has written the new photoURL.
import { useCallback } from 'react';
import { photoUploadRequestSchema, type Profile } from '@shared/accounts/account-schemas';
import { messages } from '@shared/core/messages';
import { fetchMyProfile, useStoreMyProfile } from '@web/lib/my-profile';
import { useToast } from '@web/lib/toasts';
import { useUpload } from '@web/lib/use-upload';
import { waitUntil } from '@web/lib/wait-until';
import { requestPhotoUpload } from './account-api';

/** About thirty seconds for the resize, asked once a second. */
const POLLING = { intervalMs: 1000, tries: 30 };

async function waitForNewPhoto(previous: string | undefined): Promise<Profile> {
  return waitUntil(async () => {
    const profile = await fetchMyProfile();
    return profile.photoURL && profile.photoURL !== previous ? profile : undefined;
  }, POLLING);
}

export function usePhotoUpload(currentPhoto: string | undefined) {
  const { status, run } = useUpload();
  const storeMyProfile = useStoreMyProfile();
  const toast = useToast();

  const upload = useCallback(
    async (file: File) => {
      const request = photoUploadRequestSchema.safeParse({ contentType: file.type, size: file.size });
      if (!request.success) {
        toast(request.error.issues[0]?.message ?? messages.photoType);
        return;
      }
      try {
        storeMyProfile(await run(file, () => requestPhotoUpload(request.data), () => waitForNewPhoto(currentPhoto)));
      } catch (error) {
        // docs/retos.md §8: upload errors only reset the progress, with no message to the user.
        console.error(error);
      }
    },
    [currentPhoto, run, storeMyProfile, toast],
  );

  return { status, upload };
}

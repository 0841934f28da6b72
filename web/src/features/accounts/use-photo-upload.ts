// Profile photo: ask for a presigned PUT, upload with progress, then wait until the server's
// resize (an S3-triggered Lambda) has written the new photoURL.
import { useCallback, useState } from 'react';
import { photoUploadRequestSchema, type Profile } from '../../../../shared/accounts/account-schemas';
import { messages } from '../../../../shared/core/messages';
import { fetchMyProfile, useStoreMyProfile } from '../../lib/my-profile';
import { useToast } from '../../lib/toasts';
import { uploadFile } from '../../lib/upload-file';
import { requestPhotoUpload } from './account-api';

export type PhotoUploadStatus = { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'processing' };

const POLL_INTERVAL_MS = 1000;
const PROCESSING_TIMEOUT_MS = 30_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForNewPhoto(previous: string | undefined): Promise<Profile> {
  const deadline = Date.now() + PROCESSING_TIMEOUT_MS;
  while (Date.now() < deadline) {
    await pause(POLL_INTERVAL_MS);
    const profile = await fetchMyProfile();
    if (profile.photoURL && profile.photoURL !== previous) return profile;
  }
  throw new Error('The profile photo was not processed in time');
}

export function usePhotoUpload(currentPhoto: string | undefined) {
  const [status, setStatus] = useState<PhotoUploadStatus>({ phase: 'idle' });
  const storeMyProfile = useStoreMyProfile();
  const toast = useToast();

  const upload = useCallback(
    async (file: File) => {
      const request = photoUploadRequestSchema.safeParse({ contentType: file.type, size: file.size });
      if (!request.success) {
        toast(request.error.issues[0]?.message ?? messages.photoType);
        return;
      }
      setStatus({ phase: 'uploading', percent: 0 });
      try {
        const ticket = await requestPhotoUpload(request.data);
        await uploadFile(ticket.uploadUrl, file, ticket.headers, (percent) => setStatus({ phase: 'uploading', percent }));
        setStatus({ phase: 'processing' });
        storeMyProfile(await waitForNewPhoto(currentPhoto));
      } catch (error) {
        // Spec §8: upload errors only reset the progress, with no message to the user.
        console.error(error);
      } finally {
        setStatus({ phase: 'idle' });
      }
    },
    [currentPhoto, storeMyProfile, toast],
  );

  return { status, upload };
}

// Avatar (the photo, or the default drawing for the athlete's gender) and the photo upload.
import { Button, Flex, Image, Loader, Text } from '@aws-amplify/ui-react';
import { useRef } from 'react';
import type { Profile } from '../../../../shared/accounts/account-schemas';
import { accountTexts, fieldLabels } from '../../../../shared/accounts/account-texts';
import { DefaultAvatar } from '../../components/default-avatar';
import { usePhotoUpload, type PhotoUploadStatus } from './use-photo-upload';

const AVATAR_SIZE = 120;
const acceptedTypes = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

function Avatar({ profile }: { profile: Profile }) {
  if (!profile.photoURL) {
    return <DefaultAvatar genero={profile.genero} label={accountTexts.avatarAlt} size={AVATAR_SIZE} />;
  }
  return (
    <Image
      src={profile.photoURL}
      alt={accountTexts.avatarAlt}
      width={`${AVATAR_SIZE}px`}
      height={`${AVATAR_SIZE}px`}
      borderRadius="50%"
      objectFit="cover"
    />
  );
}

function UploadStatus({ status }: { status: PhotoUploadStatus }) {
  if (status.phase === 'idle') return null;
  const text = status.phase === 'uploading' ? accountTexts.uploadingPhoto(status.percent) : accountTexts.processingPhoto;
  const progress =
    status.phase === 'uploading' ? { isDeterminate: true, percentage: status.percent, isPercentageTextHidden: true } : {};
  return (
    <Flex role="status" direction="column" gap="0.25rem">
      <Loader variation="linear" aria-label={text} {...progress} />
      <Text fontSize="small">{text}</Text>
    </Flex>
  );
}

export function ProfilePhoto({ profile }: { profile: Profile }) {
  const { status, upload } = usePhotoUpload(profile.photoURL);
  const input = useRef<HTMLInputElement>(null);
  const busy = status.phase !== 'idle';
  return (
    <Flex alignItems="center" gap="1.5rem" wrap="wrap">
      <Avatar profile={profile} />
      <Flex direction="column" gap="0.5rem" minWidth="200px">
        {/* The native picker stays hidden; the visible button opens it. */}
        <input
          ref={input}
          type="file"
          accept={acceptedTypes}
          aria-label={fieldLabels.photo}
          hidden
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button onClick={() => input.current?.click()} isDisabled={busy}>
          {fieldLabels.photo}
        </Button>
        <UploadStatus status={status} />
      </Flex>
    </Flex>
  );
}

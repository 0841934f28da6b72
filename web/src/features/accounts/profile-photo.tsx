// Avatar (the photo, or the default drawing for the athlete's gender) and the photo upload.
import { Flex, Image, View } from '@aws-amplify/ui-react';
import type { Profile } from '@shared/accounts/account-schemas';
import { accountTexts, fieldLabels } from '@shared/accounts/account-texts';
import { DefaultAvatar } from '@web/components/default-avatar';
import { UploadButton } from '@web/components/upload-button';
import { usePhotoUpload } from './use-photo-upload';

const AVATAR_SIZE = 120;
const acceptedTypes = 'image/jpeg,image/png,image/webp,image/heic,image/heif';
const progressTexts = { uploading: accountTexts.uploadingPhoto, processing: accountTexts.processingPhoto };

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

export function ProfilePhoto({ profile }: { profile: Profile }) {
  const { status, upload } = usePhotoUpload(profile.photoURL);
  return (
    <Flex alignItems="center" gap="1.5rem" wrap="wrap">
      <Avatar profile={profile} />
      <View minWidth="200px">
        <UploadButton label={fieldLabels.photo} accept={acceptedTypes} status={status} texts={progressTexts} onFile={(file) => void upload(file)} />
      </View>
    </Flex>
  );
}

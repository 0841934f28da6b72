// The button that uploads one of the athlete's reto photos, with the upload's percentage under it.
import { photoUploadRequestSchema } from '@shared/accounts/account-schemas';
import type { ParticipationView } from '@shared/retos/participation';
import { retoPhotoTexts } from '@shared/retos/reto-photo-texts';
import type { RetoPhotoType } from '@shared/retos/reto-photos';
import { UploadButton } from '@web/components/upload-button';
import { useRetoPhotoUpload } from './use-reto-photo-upload';

const acceptedTypes = photoUploadRequestSchema.shape.contentType.options.join(',');
const progressTexts = { uploading: retoPhotoTexts.uploading, processing: retoPhotoTexts.processing };

interface RetoPhotoUploadProps {
  label: string;
  photoType: RetoPhotoType;
  participation: ParticipationView;
  onParticipation: (participation: ParticipationView) => void;
}

export function RetoPhotoUpload({ label, photoType, participation, onParticipation }: RetoPhotoUploadProps) {
  const { status, upload } = useRetoPhotoUpload(participation, photoType, onParticipation);
  return <UploadButton label={label} accept={acceptedTypes} status={status} texts={progressTexts} onFile={(file) => void upload(file)} />;
}

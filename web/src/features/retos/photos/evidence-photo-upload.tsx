// Step 2's 'Fotografía' method (docs/retos.md §2.6, §4 step 2): a photo of the athlete's watch or app as the
// evidence of their time, and those already sent. For while the organizer admits results: the API
// accepts evidence only then, and says so otherwise.
import { Flex, Image, Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { retoPhotoTexts } from '@shared/retos/reto-photo-texts';
import type { RegisteredStepProps } from '../reto-step-props';
import { fetchMyRetoPhotos, myRetoPhotosKey } from './reto-photos-api';
import { RetoPhotoUpload } from './reto-photo-upload';

export function EvidencePhotoUpload({ reto, participation, onParticipation }: RegisteredStepProps) {
  const mine = useQuery({ queryKey: myRetoPhotosKey(reto.eventID), queryFn: () => fetchMyRetoPhotos(reto.eventID) });
  const evidence = (mine.data ?? []).filter((photo) => photo.photoType === 'evidence');
  return (
    <Flex as="section" direction="column" gap="0.75rem">
      <Text>{retoPhotoTexts.evidenceHint}</Text>
      <RetoPhotoUpload label={retoPhotoTexts.evidenceUpload} photoType="evidence" participation={participation} onParticipation={onParticipation} />
      {participation.evidencePhotos > 0 && <Text fontWeight="bold">{retoPhotoTexts.evidenceCount(participation.evidencePhotos)}</Text>}
      <Flex gap="0.5rem" wrap="wrap">
        {evidence.map((photo) => (
          <Image key={photo.photoId} src={photo.url} alt={retoPhotoTexts.evidencePhoto} width="6rem" height="6rem" objectFit="cover" />
        ))}
      </Flex>
    </Flex>
  );
}

// One image or audio file of a reto (docs/retos.md §2.8): what it holds (the image, or a play button), an upload
// with its progress, and its deletion (the field saved as null).
import { Button, Flex, Image, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { retoConfigTexts } from '@shared/retos/reto-config-texts';
import { RETO_AUDIO_FIELDS, RETO_AUDIO_TYPES, RETO_IMAGE_TYPES, type RetoMediaField } from '@shared/retos/reto-media';
import type { OrganizerRetoView } from '@shared/retos/virtual-event';
import { UploadButton } from '@web/components/upload-button';
import { AudioPlayButton } from './audio-play-button';
import type { RetoSave } from './use-reto-config';
import { useRetoMediaUpload } from './use-reto-media-upload';

const texts = retoConfigTexts.media;
const progressTexts = { uploading: texts.uploading, processing: texts.processing };
/** Browsers name WAV and M4A files in more ways than the API's types. */
const audioAccept = [...RETO_AUDIO_TYPES, 'audio/x-wav', 'audio/x-m4a', '.mp3', '.m4a', '.ogg', '.wav'].join(',');

export function RetoMediaField({ reto, field, save }: { reto: OrganizerRetoView; field: RetoMediaField; save: RetoSave }) {
  const { status, upload } = useRetoMediaUpload(reto.eventID, field);
  const [deleting, setDeleting] = useState(false);
  const audio = (RETO_AUDIO_FIELDS as readonly string[]).includes(field);
  const url = reto[field];
  const label = texts[field];

  async function remove() {
    setDeleting(true);
    await save({ [field]: null });
    setDeleting(false);
  }

  return (
    <Flex role="group" aria-label={label} direction="column" gap="0.5rem">
      <Text fontWeight="bold">{label}</Text>
      {!url && <Text color="font.secondary">{texts.none}</Text>}
      {url && audio && <AudioPlayButton src={url} label={label} />}
      {url && !audio && <Image src={url} alt={label} maxHeight="160px" maxWidth="100%" objectFit="contain" alignSelf="flex-start" />}
      <Flex gap="0.5rem" wrap="wrap" alignItems="flex-start">
        <UploadButton
          size="small"
          label={audio ? texts.uploadAudio : texts.uploadImage}
          accept={audio ? audioAccept : RETO_IMAGE_TYPES.join(',')}
          status={status}
          texts={progressTexts}
          onFile={(file) => void upload(file)}
        />
        {url && (
          <Button size="small" variation="warning" isLoading={deleting} onClick={() => void remove()}>
            {audio ? texts.deleteAudio : texts.deleteImage}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

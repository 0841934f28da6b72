// An image address of the site (https:// or the platform's /media/…) with 'Subir imagen' under it:
// the uploaded image's address replaces what the field held once the image is processed.
import { Flex, TextField } from '@aws-amplify/ui-react';
import { SITE_IMAGE_TYPES } from '@shared/media/site-image';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import { UploadButton } from '@web/components/upload-button';
import type { FieldProblem } from './field-problems';
import { useSiteImageUpload } from './use-site-image-upload';

const texts = siteEditorTexts.images;
const progressTexts = { uploading: texts.uploading, processing: texts.processing };

interface ImageUrlFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  problem: FieldProblem;
}

export function ImageUrlField({ label, value, onChange, problem }: ImageUrlFieldProps) {
  const { status, upload } = useSiteImageUpload(onChange);
  return (
    <Flex role="group" aria-label={label} direction="column" alignItems="flex-start" gap="0.5rem">
      <TextField label={label} value={value} maxLength={500} alignSelf="stretch" onChange={(event) => onChange(event.target.value)} {...problem} />
      <UploadButton size="small" label={texts.upload} accept={SITE_IMAGE_TYPES.join(',')} status={status} texts={progressTexts} onFile={(file) => void upload(file)} />
    </Flex>
  );
}

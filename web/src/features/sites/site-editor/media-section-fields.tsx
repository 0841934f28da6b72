// The fields of the image sections (banner, image), the video and the space.
import { SelectField, TextField } from '@aws-amplify/ui-react';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import type { SectionOf } from '../organizer-web/section-types';
import { numberOf } from './field-values';
import type { ProblemAt } from './field-problems';
import { ImageUrlField } from './image-url-field';
import type { SectionFieldsProps } from './section-fields';

const texts = siteEditorTexts.fields;

type Picture = Pick<SectionOf<'image'>, 'image' | 'clickUrl'>;

function ImageFields({ section, onChange, problems }: { section: Picture; onChange: (patch: Picture) => void; problems: ProblemAt }) {
  return (
    <>
      <ImageUrlField label={texts.imageUrl} value={section.image.url} onChange={(url) => onChange({ ...section, image: { ...section.image, url } })} problem={problems('image.url')} />
      <TextField label={texts.alt} value={section.image.alt} maxLength={200} onChange={(event) => onChange({ ...section, image: { ...section.image, alt: event.target.value } })} />
      <TextField label={texts.clickUrl} value={section.clickUrl} maxLength={500} onChange={(event) => onChange({ ...section, clickUrl: event.target.value })} {...problems('clickUrl')} />
    </>
  );
}

export function BannerFields({ section, onChange, problems }: SectionFieldsProps<'banner'>) {
  return (
    <>
      <ImageFields section={section} onChange={(patch) => onChange({ ...section, ...patch })} problems={problems} />
      <SelectField label={texts.size} value={section.size} onChange={(event) => onChange({ ...section, size: event.target.value as SectionOf<'banner'>['size'] })}>
        {(['big', 'small'] as const).map((size) => (
          <option key={size} value={size}>
            {texts.sizes[size]}
          </option>
        ))}
      </SelectField>
      <TextField type="number" label={texts.height} value={String(section.height)} onChange={(event) => onChange({ ...section, height: numberOf(event.target.value) })} {...problems('height')} />
    </>
  );
}

export function ImageSectionFields({ section, onChange, problems }: SectionFieldsProps<'image'>) {
  return <ImageFields section={section} onChange={(patch) => onChange({ ...section, ...patch })} problems={problems} />;
}

export function VideoFields({ section, onChange, problems }: SectionFieldsProps<'video'>) {
  return (
    <>
      <SelectField label={texts.provider} value={section.provider} onChange={(event) => onChange({ ...section, provider: event.target.value as SectionOf<'video'>['provider'] })}>
        <option value="youtube">YouTube</option>
        <option value="vimeo">Vimeo</option>
      </SelectField>
      <TextField label={texts.videoId} value={section.videoId} maxLength={20} onChange={(event) => onChange({ ...section, videoId: event.target.value })} {...problems('videoId')} />
      <TextField label={texts.title} value={section.title} maxLength={200} onChange={(event) => onChange({ ...section, title: event.target.value })} />
    </>
  );
}

export function SpaceFields({ section, onChange, problems }: SectionFieldsProps<'space'>) {
  return <TextField type="number" label={texts.height} value={String(section.height)} onChange={(event) => onChange({ ...section, height: numberOf(event.target.value) })} {...problems('height')} />;
}

// The gallery's fields: its images, each an address or an upload with its description; added,
// ordered and removed.
import { TextField } from '@aws-amplify/ui-react';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import { ImageUrlField } from './image-url-field';
import { ItemList } from './item-list';
import type { SectionFieldsProps } from './section-fields';

const texts = siteEditorTexts.fields;
/** The schema's bound on a gallery's images. */
const MAX_IMAGES = 60;

export function GalleryFields({ section, onChange, problems }: SectionFieldsProps<'gallery'>) {
  return (
    <ItemList
      heading={texts.images}
      items={section.images}
      onChange={(images) => onChange({ ...section, images })}
      itemName={(index) => texts.image(index + 1)}
      addText={texts.addImage}
      newItem={() => ({ url: '', alt: '' })}
      max={MAX_IMAGES}
      problem={problems('images')}
    >
      {(image, index, setImage) => (
        <>
          <ImageUrlField label={texts.imageUrl} value={image.url} onChange={(url) => setImage({ ...image, url })} problem={problems(`images.${index}.url`)} />
          <TextField label={texts.alt} value={image.alt} maxLength={200} onChange={(event) => setImage({ ...image, alt: event.target.value })} />
        </>
      )}
    </ItemList>
  );
}

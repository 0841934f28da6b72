// The info boxes' fields: the spec's three kinds, and each box's title, text, image, price (the price
// kind) and optional button; boxes added, ordered and removed.
import { SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import type { SectionOf } from '../organizer-web/section-types';
import { ImageUrlField } from './image-url-field';
import { ItemList } from './item-list';
import { OptionalLinkFields } from './link-fields';
import type { SectionFieldsProps } from './section-fields';

const texts = siteEditorTexts.fields;
type Kind = SectionOf<'infoBoxes'>['kind'];
type Box = SectionOf<'infoBoxes'>['boxes'][number];
const KINDS = Object.keys(texts.kinds) as Kind[];
/** The schema's bound on a section's boxes. */
const MAX_BOXES = 8;

export function InfoBoxesFields({ section, onChange, problems }: SectionFieldsProps<'infoBoxes'>) {
  return (
    <>
      <SelectField label={texts.kind} value={section.kind} onChange={(event) => onChange({ ...section, kind: event.target.value as Kind })}>
        {KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {texts.kinds[kind]}
          </option>
        ))}
      </SelectField>
      <ItemList<Box>
        heading={texts.boxes}
        items={section.boxes}
        onChange={(boxes) => onChange({ ...section, boxes })}
        itemName={(index) => texts.box(index + 1)}
        addText={texts.addBox}
        newItem={() => ({ title: siteEditorTexts.sections.newBox, body: '', image: '', price: '' })}
        max={MAX_BOXES}
        problem={problems('boxes')}
      >
        {(box, index, setBox) => (
          <>
            <TextField label={texts.title} value={box.title} maxLength={120} onChange={(event) => setBox({ ...box, title: event.target.value })} />
            {section.kind === 'price' && <TextField label={texts.price} value={box.price} maxLength={40} onChange={(event) => setBox({ ...box, price: event.target.value })} />}
            <TextAreaField label={texts.boxBody} rows={3} value={box.body} maxLength={2000} onChange={(event) => setBox({ ...box, body: event.target.value })} />
            <ImageUrlField label={texts.boxImage} value={box.image} onChange={(image) => setBox({ ...box, image })} problem={problems(`boxes.${index}.image`)} />
            <OptionalLinkFields
              link={box.button}
              onChange={(button) => setBox({ ...box, button })}
              starter={{ text: siteEditorTexts.sections.boxButton, url: '/' }}
              path={`boxes.${index}.button`}
              problems={problems}
              textLabel={texts.buttonText}
              urlLabel={texts.buttonUrl}
            />
          </>
        )}
      </ItemList>
    </>
  );
}

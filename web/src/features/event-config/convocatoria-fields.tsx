// The convocatoria section: its blocks in order (text, list, link, image, place, the modalities).
// Choosing another type starts the block over with that type's fields.
import { Flex, SelectField, TextAreaField } from '@aws-amplify/ui-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { convocatoriaBlockSchema } from '@shared/results/page-schemas';
import { sectionFormTexts } from '@shared/results/section-form-texts';
import { LongTextInput, NumberInput, TextInput } from './form-inputs';
import { InputGrid } from './list-item';
import { ListEditor } from './list-editor';

const texts = sectionFormTexts.convocatoria;
type BlockInput = z.input<typeof convocatoriaBlockSchema>;
type BlockType = BlockInput['type'];

const newBlocks: Record<BlockType, () => BlockInput> = {
  text: () => ({ type: 'text', title: '', text: '' }),
  array: () => ({ type: 'array', title: '', items: [] }),
  link: () => ({ type: 'link', text: '', url: '' }),
  image: () => ({ type: 'image', url: '', alt: '' }),
  place: () => ({ type: 'place', name: '', lat: 19.4326, lng: -99.1332 }),
  modalities: () => ({ type: 'modalities', title: '' }),
};

function BlockType({ path }: { path: string }) {
  const { control, setValue } = useFormContext();
  return (
    <Controller
      control={control}
      name={`${path}.type`}
      render={({ field }) => (
        <SelectField label={texts.type} value={field.value as string} onChange={(event) => setValue(path, newBlocks[event.target.value as BlockType](), { shouldDirty: true })}>
          {Object.entries(texts.types).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}

/** A list block's items, one a line. */
function ItemsInput({ path }: { path: string }) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={path}
      render={({ field }) => (
        <TextAreaField label={texts.items} rows={5} value={((field.value ?? []) as string[]).join('\n')} onChange={(event) => field.onChange(event.target.value.split('\n'))} />
      )}
    />
  );
}

function BlockFields({ path }: { path: string }) {
  switch (useWatch({ name: `${path}.type` }) as BlockType | undefined) {
    case 'text':
      return (
        <>
          <TextInput name={`${path}.title`} label={texts.blockTitle} />
          <LongTextInput name={`${path}.text`} label={texts.text} />
        </>
      );
    case 'array':
      return (
        <>
          <TextInput name={`${path}.title`} label={texts.blockTitle} />
          <ItemsInput path={`${path}.items`} />
        </>
      );
    case 'link':
      return (
        <InputGrid>
          <TextInput name={`${path}.text`} label={texts.linkText} />
          <TextInput name={`${path}.url`} label={texts.url} type="url" />
        </InputGrid>
      );
    case 'image':
      return (
        <InputGrid>
          <TextInput name={`${path}.url`} label={texts.url} type="url" />
          <TextInput name={`${path}.alt`} label={texts.alt} />
        </InputGrid>
      );
    case 'place':
      return (
        <InputGrid>
          <TextInput name={`${path}.name`} label={texts.placeName} />
          <NumberInput name={`${path}.lat`} label={texts.lat} />
          <NumberInput name={`${path}.lng`} label={texts.lng} />
        </InputGrid>
      );
    default:
      return <TextInput name={`${path}.title`} label={texts.blockTitle} />;
  }
}

export function ConvocatoriaFields() {
  return (
    <ListEditor<BlockInput> path="data.blocks" addLabel={texts.add} newItem={newBlocks.text} title={(_block, i) => texts.title(i)}>
      {(item) => (
        <Flex direction="column" gap="1rem">
          <BlockType path={item} />
          <BlockFields path={item} />
        </Flex>
      )}
    </ListEditor>
  );
}

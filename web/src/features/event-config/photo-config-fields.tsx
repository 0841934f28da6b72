// The photoConfig section: the logos and frames of the photo editor, and which photos are an athlete's.
import { Flex } from '@aws-amplify/ui-react';
import type { z } from 'zod';
import type { photoConfigSchema } from '@shared/results/page-schemas';
import { sectionFormTexts } from '@shared/results/section-form-texts';
import { SectionHeading } from '@web/components/section-heading';
import { NumberInput, SelectInput, TextInput } from './form-inputs';
import { InputGrid } from './list-item';
import { ListEditor } from './list-editor';

const texts = sectionFormTexts.photos;
type PhotoConfigInput = z.input<typeof photoConfigSchema>;
type LogoInput = NonNullable<PhotoConfigInput['logos']>[number];
type FrameInput = NonNullable<PhotoConfigInput['marcos']>[number];

const newLogo = (): LogoInput => ({ codLogo: '', descripcion: '', rutaLogo: '', posicion: 4, anchoLogo: 0.25, margen: 15 });
const newFrame = (): FrameInput => ({ codMarco: '', descripcion: '', rutaMarco: '', tipo: 'horizontal' });
const cornerOptions = ([1, 2, 3, 4] as const).map((corner) => ({ value: corner, label: texts.posiciones[corner] }));
const shapeOptions = Object.entries(texts.tipos).map(([value, label]) => ({ value, label }));

export function PhotoConfigFields() {
  return (
    <Flex direction="column" gap="1rem">
      <InputGrid>
        <NumberInput name="data.photoWindowSeconds" label={texts.photoWindowSeconds} />
      </InputGrid>
      <SectionHeading>{texts.logos}</SectionHeading>
      <ListEditor<LogoInput> path="data.logos" addLabel={texts.addLogo} newItem={newLogo} title={(logo, i) => logo?.descripcion || logo?.codLogo || `${texts.logos} ${i + 1}`}>
        {(item) => (
          <InputGrid>
            <TextInput name={`${item}.codLogo`} label={texts.codLogo} />
            <TextInput name={`${item}.descripcion`} label={texts.descripcion} />
            <TextInput name={`${item}.rutaLogo`} label={texts.rutaLogo} type="url" />
            <SelectInput name={`${item}.posicion`} label={texts.posicion} options={cornerOptions} numeric />
            <NumberInput name={`${item}.anchoLogo`} label={texts.anchoLogo} />
            <NumberInput name={`${item}.margen`} label={texts.margen} />
          </InputGrid>
        )}
      </ListEditor>
      <SectionHeading>{texts.frames}</SectionHeading>
      <ListEditor<FrameInput> path="data.marcos" addLabel={texts.addFrame} newItem={newFrame} title={(frame, i) => frame?.descripcion || frame?.codMarco || `${texts.frames} ${i + 1}`}>
        {(item) => (
          <InputGrid>
            <TextInput name={`${item}.codMarco`} label={texts.codMarco} />
            <TextInput name={`${item}.descripcion`} label={texts.descripcion} />
            <TextInput name={`${item}.rutaMarco`} label={texts.rutaMarco} type="url" />
            <SelectInput name={`${item}.tipo`} label={texts.tipo} options={shapeOptions} />
          </InputGrid>
        )}
      </ListEditor>
    </Flex>
  );
}

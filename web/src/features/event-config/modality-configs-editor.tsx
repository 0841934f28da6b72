// configModalidad: per modality of the event, its default price, prices by date, folios and places,
// extra field groups and extra products.
import { Flex } from '@aws-amplify/ui-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { registryConfigTexts } from '@shared/registration/registry-config-texts';
import { SectionHeading } from '@web/components/section-heading';
import { FieldGroupsEditor } from './field-groups-editor';
import { DecimalInput, NumberInput, SelectInput, TextInput } from './form-inputs';
import { InputGrid } from './list-item';
import { ListEditor } from './list-editor';
import { PriceWindowsEditor } from './price-windows-editor';
import { ProductsEditor } from './products-editor';
import type { Keyed, ModalityValues } from './registry-form-model';

const texts = registryConfigTexts.modality;

const newModality = (key: string): Keyed<ModalityValues> => ({
  key,
  value: {
    precio: { preventa_1: { precio_1: '' }, listaPrecios: [] },
    folios: { capacidad: 0, inicio: 1 },
    camposAdicionalesModalidad: [],
    productosAdicionales: [],
  },
});

/** The modality an entry configures: one of the event's modalities, or the code it already has. */
function ModalityKey({ path, codes }: { path: string; codes: readonly string[] }) {
  const key = (useWatch({ name: path }) ?? '') as string;
  if (codes.length === 0) return <TextInput name={path} label={texts.key} />;
  const options = [...new Set([...(key ? [key] : []), ...codes])].map((code) => ({ value: code, label: code }));
  return <SelectInput name={path} label={texts.key} options={options} />;
}

export function ModalityConfigsEditor({ codes }: { codes: readonly string[] }) {
  const { getValues } = useFormContext();
  /** A new entry takes the first modality not configured yet. */
  const nextModality = () => {
    const configured = (getValues('configModalidad') as Keyed<ModalityValues>[]).map((entry) => entry.key);
    return newModality(codes.find((code) => !configured.includes(code)) ?? '');
  };
  return (
    <ListEditor<Keyed<ModalityValues>> path="configModalidad" addLabel={texts.add} newItem={nextModality} title={(entry, i) => entry?.key || `${texts.key} ${i + 1}`}>
      {(item) => (
        <Flex direction="column" gap="1rem">
          <InputGrid>
            <ModalityKey path={`${item}.key`} codes={codes} />
            <DecimalInput name={`${item}.value.precio.preventa_1.precio_1`} label={texts.basePrice} descriptiveText={registryConfigTexts.pesosHint} />
            <NumberInput name={`${item}.value.folios.capacidad`} label={texts.capacidad} step="1" />
            <NumberInput name={`${item}.value.folios.inicio`} label={texts.inicio} step="1" />
          </InputGrid>
          <SectionHeading>{texts.windows}</SectionHeading>
          <PriceWindowsEditor path={`${item}.value.precio.listaPrecios`} />
          <SectionHeading>{texts.fieldGroups}</SectionHeading>
          <FieldGroupsEditor path={`${item}.value.camposAdicionalesModalidad`} />
          <SectionHeading>{texts.products}</SectionHeading>
          <ProductsEditor path={`${item}.value.productosAdicionales`} />
        </Flex>
      )}
    </ListEditor>
  );
}

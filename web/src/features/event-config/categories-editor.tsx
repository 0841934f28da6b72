// A branch's categories (docs/registration.md §3 Sub-event): ages, winners, absolutes, hidden,
// and the field group and price key registration reads for them.
import { Flex } from '@aws-amplify/ui-react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { categorySchema } from '@shared/results/event-schemas';
import { sectionFormTexts } from '@shared/results/section-form-texts';
import { CheckboxInput, NumberInput, TextInput } from './form-inputs';
import { KeySelect } from './key-select';
import { InputGrid } from './list-item';
import { ListEditor } from './list-editor';
import { useRegistryKeys } from './registry-keys';

const texts = sectionFormTexts.category;
type CategoryInput = z.input<typeof categorySchema>;

const newCategory = (): CategoryInput => ({ codigo: 0, nombreCategoria: '', edadDesde: 0, edadHasta: 200, cantidadGanadores: 3, absolutos: false, hide: false });

/** path: the branch's categories; modalityPath: the modality they belong to, whose price lists they pick from. */
export function CategoriesEditor({ path, modalityPath }: { path: string; modalityPath: string }) {
  const keys = useRegistryKeys();
  const code = (useWatch({ name: `${modalityPath}.codigoModalidad` }) ?? '') as string;
  return (
    <ListEditor<CategoryInput> path={path} addLabel={texts.add} newItem={newCategory} title={(category, i) => texts.title(i, category?.nombreCategoria ?? '')}>
      {(item) => (
        <Flex direction="column" gap="1rem">
          <InputGrid>
            <NumberInput name={`${item}.codigo`} label={texts.codigo} step="1" />
            <TextInput name={`${item}.nombreCategoria`} label={texts.nombreCategoria} />
            <NumberInput name={`${item}.edadDesde`} label={texts.edadDesde} step="1" />
            <NumberInput name={`${item}.edadHasta`} label={texts.edadHasta} step="1" />
            <NumberInput name={`${item}.cantidadGanadores`} label={texts.cantidadGanadores} step="1" />
            <KeySelect name={`${item}.camposAdicionalesKey`} label={texts.camposAdicionalesKey} keys={keys.groups} noneLabel={texts.noGroup} descriptiveText={texts.keysHint} />
            <KeySelect name={`${item}.precioKey`} label={texts.precioKey} keys={keys.priceLists[code.trim()] ?? []} noneLabel={texts.basePrice} />
          </InputGrid>
          <Flex wrap="wrap" gap="1rem">
            <CheckboxInput name={`${item}.absolutos`} label={texts.absolutos} />
            <CheckboxInput name={`${item}.hide`} label={texts.hide} />
          </Flex>
        </Flex>
      )}
    </ListEditor>
  );
}

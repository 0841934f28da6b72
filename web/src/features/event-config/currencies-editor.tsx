// The currencies a registrant may pay in (docs/registration.md §3 Currency); MXN is the base.
import { CheckboxField, Flex } from '@aws-amplify/ui-react';
import { Controller, useFormContext } from 'react-hook-form';
import type { Currency } from '@shared/registration/registry-config-schema';
import { registryConfigTexts } from '@shared/registration/registry-config-texts';
import { CheckboxInput, NumberInput, TextInput } from './form-inputs';
import { InputGrid } from './list-item';
import { ListEditor } from './list-editor';

const texts = registryConfigTexts.currency;
const newCurrency = (): Currency => ({ codigo: '', tipo: '', tipoCambio: 1, texto: '', cambioAPeso: 1, mostrarCambioAPesos: false });

export function CurrenciesEditor() {
  const { control } = useFormContext();
  return (
    <ListEditor<Currency> path="configuracion.moneda" addLabel={texts.add} newItem={newCurrency} title={(currency, i) => currency?.codigo || `${texts.codigo} ${i + 1}`}>
      {(item) => (
        <Flex direction="column" gap="1rem">
          <InputGrid>
            <TextInput name={`${item}.codigo`} label={texts.codigo} />
            <TextInput name={`${item}.texto`} label={texts.texto} />
            <NumberInput name={`${item}.tipoCambio`} label={texts.tipoCambio} descriptiveText={texts.tipoCambioHint} />
            <NumberInput name={`${item}.cambioAPeso`} label={texts.cambioAPeso} descriptiveText={texts.cambioAPesoHint} />
          </InputGrid>
          <Flex wrap="wrap" gap="1rem">
            <Controller
              control={control}
              name={`${item}.tipo`}
              render={({ field }) => (
                <CheckboxField label={texts.base} name={field.name} checked={field.value === 'base'} onChange={(event) => field.onChange(event.target.checked ? 'base' : '')} />
              )}
            />
            <CheckboxInput name={`${item}.mostrarCambioAPesos`} label={texts.mostrarCambioAPesos} />
          </Flex>
        </Flex>
      )}
    </ListEditor>
  );
}

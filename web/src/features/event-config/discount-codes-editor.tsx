// Discount codes: a fixed amount in pesos or a percent, how many uses, which modalities, active.
import { CheckboxField, Flex, Text } from '@aws-amplify/ui-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { registryConfigTexts } from '@shared/registration/registry-config-texts';
import { CheckboxInput, NumberInput, DecimalInput, SelectInput, TextInput } from './form-inputs';
import { InputGrid } from './list-item';
import { ListEditor } from './list-editor';
import type { DiscountValues } from './registry-form-model';

const texts = registryConfigTexts.discount;
const typeOptions = Object.entries(texts.tipos).map(([value, label]) => ({ value, label }));
const newCode = (): DiscountValues => ({ codigo: '', tipo: 'porcentaje', valor: '', usosMaximos: 1, modalidades: [], activo: true });

/** Ticks of the event's modalities; none ticked: the code applies to every modality. */
function ModalityChoice({ path, codes }: { path: string; codes: readonly string[] }) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={path}
      render={({ field }) => {
        const chosen = (field.value ?? []) as string[];
        const options = [...new Set([...codes, ...chosen])];
        return (
          <Flex direction="column" gap="0.25rem">
            <Text fontWeight="bold">{texts.modalidades}</Text>
            <Flex wrap="wrap" gap="1rem">
              {options.map((code) => (
                <CheckboxField
                  key={code}
                  label={code}
                  name={`${field.name}.${code}`}
                  checked={chosen.includes(code)}
                  onChange={(event) => field.onChange(event.target.checked ? [...chosen, code] : chosen.filter((other) => other !== code))}
                />
              ))}
            </Flex>
          </Flex>
        );
      }}
    />
  );
}

/** Pesos off, or a percent, as the code's type says. */
function DiscountValue({ path }: { path: string }) {
  return useWatch({ name: `${path}.tipo` }) === 'monto' ? (
    <DecimalInput name={`${path}.valor`} label={texts.valorMonto} descriptiveText={registryConfigTexts.pesosHint} />
  ) : (
    <DecimalInput name={`${path}.valor`} label={texts.valorPorcentaje} />
  );
}

export function DiscountCodesEditor({ codes }: { codes: readonly string[] }) {
  return (
    <ListEditor<DiscountValues> path="codigosDescuento" addLabel={texts.add} newItem={newCode} title={(code, i) => code?.codigo || `${texts.codigo} ${i + 1}`}>
      {(item) => (
        <Flex direction="column" gap="1rem">
          <InputGrid>
            <TextInput name={`${item}.codigo`} label={texts.codigo} />
            <SelectInput name={`${item}.tipo`} label={texts.tipo} options={typeOptions} />
            <DiscountValue path={item} />
            <NumberInput name={`${item}.usosMaximos`} label={texts.usosMaximos} step="1" />
          </InputGrid>
          <ModalityChoice path={`${item}.modalidades`} codes={codes} />
          <CheckboxInput name={`${item}.activo`} label={texts.activo} />
        </Flex>
      )}
    </ListEditor>
  );
}

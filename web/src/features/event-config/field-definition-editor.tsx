// One form field definition (docs/registration.md §3 Form field definition): names, type, rules,
// layout width and who it is hidden from.
import { CheckboxField, Flex } from '@aws-amplify/ui-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { FormField } from '@shared/registration/registry-config-schema';
import { registryConfigTexts } from '@shared/registration/registry-config-texts';
import { FieldOptionsEditor } from './field-options-editor';
import { CheckboxInput, NumberInput, SelectInput, TextInput } from './form-inputs';
import { InputGrid } from './list-item';

const texts = registryConfigTexts.field;
const typeOptions = Object.entries(registryConfigTexts.fieldTypes).map(([value, label]) => ({ value, label }));
const widthOptions = ([12, 6, 4] as const).map((width) => ({ value: width, label: registryConfigTexts.fieldWidths[width] }));
const WITH_OPTIONS = new Set<FormField['tipoCampo']>(['Select', 'radio', 'checkbox']);
const HIDE_FLAGS = ['hideInPublic', 'hideInscriptor', 'hideMasterCliente', 'hideMasterOrganizador'] as const;

/** A new field: the schema's defaults, placed last. */
export const newField = (order: number): FormField => ({
  campo: '',
  etiqueta: '',
  iDCampo: '',
  longitud: 100,
  observacion: '',
  tipoCampo: 'text',
  validacion: '',
  valor: [],
  anchoCampo: 12,
  order,
  hideInPublic: false,
  hideInscriptor: false,
  hideMasterCliente: false,
  hideMasterOrganizador: false,
});

export function FieldDefinitionEditor({ path }: { path: string }) {
  const { control } = useFormContext();
  const tipoCampo = useWatch({ name: `${path}.tipoCampo` }) as FormField['tipoCampo'];
  return (
    <Flex direction="column" gap="1rem">
      <InputGrid>
        <TextInput name={`${path}.campo`} label={texts.campo} />
        <TextInput name={`${path}.etiqueta`} label={texts.etiqueta} />
        <TextInput name={`${path}.iDCampo`} label={texts.iDCampo} descriptiveText={texts.iDCampoHint} />
        <SelectInput name={`${path}.tipoCampo`} label={texts.tipoCampo} options={typeOptions} />
        <NumberInput name={`${path}.longitud`} label={texts.longitud} step="1" />
        <SelectInput name={`${path}.anchoCampo`} label={texts.anchoCampo} options={widthOptions} numeric />
        <NumberInput name={`${path}.order`} label={texts.order} step="1" />
        <TextInput name={`${path}.observacion`} label={texts.observacion} />
        <TextInput name={`${path}.regex`} label={texts.regex} optional />
        <TextInput name={`${path}.regexMessage`} label={texts.regexMessage} optional />
        <TextInput name={`${path}.errorMessage`} label={texts.errorMessage} optional />
      </InputGrid>
      <Flex wrap="wrap" gap="1rem">
        <Controller
          control={control}
          name={`${path}.validacion`}
          render={({ field }) => (
            <CheckboxField
              label={texts.validacion}
              name={field.name}
              checked={field.value === 'Requerido'}
              onChange={(event) => field.onChange(event.target.checked ? 'Requerido' : '')}
            />
          )}
        />
        {HIDE_FLAGS.map((flag) => (
          <CheckboxInput key={flag} name={`${path}.${flag}`} label={texts[flag]} />
        ))}
      </Flex>
      {WITH_OPTIONS.has(tipoCampo) && <FieldOptionsEditor path={`${path}.valor`} />}
    </Flex>
  );
}

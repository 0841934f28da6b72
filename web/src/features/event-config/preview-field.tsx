// One configured field drawn as the public form draws it (its type, label with '*' when required,
// options and help text), with nothing behind it: the organizer can try it, nothing is kept.
import { CheckboxField, Heading, Radio, RadioGroupField, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { fieldLabels } from '../../../../shared/accounts/account-texts';
import { fieldLabel, isRequired, requiredLabel } from '../../../../shared/registration/form-fields';
import type { FormField } from '../../../../shared/registration/registry-config-schema';

const inputTypes: Partial<Record<FormField['tipoCampo'], string>> = { date: 'date', number: 'number' };

export function PreviewField({ field }: { field: FormField }) {
  const label = isRequired(field) ? requiredLabel(fieldLabel(field)) : fieldLabel(field);
  const help = field.observacion || undefined;
  switch (field.tipoCampo) {
    case 'titulo':
      return <Heading level={5}>{fieldLabel(field)}</Heading>;
    case 'option':
      return <Text>{fieldLabel(field)}</Text>;
    case 'checkbox':
      return <CheckboxField label={label} name={`preview-${field.iDCampo}`} />;
    case 'radio':
      return (
        <RadioGroupField legend={label} name={`preview-${field.iDCampo}`} descriptiveText={help}>
          {field.valor.map((option) => (
            <Radio key={option.valor} value={option.valor}>
              {option.texto}
            </Radio>
          ))}
        </RadioGroupField>
      );
    case 'Select':
      return (
        <SelectField label={label} descriptiveText={help} placeholder={fieldLabels.choose}>
          {field.valor.map((option) => (
            <option key={option.valor} value={option.valor}>
              {option.texto}
            </option>
          ))}
        </SelectField>
      );
    default:
      return <TextField label={label} type={inputTypes[field.tipoCampo] ?? 'text'} maxLength={field.longitud} descriptiveText={help} />;
  }
}

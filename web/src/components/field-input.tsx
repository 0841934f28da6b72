// One configured form field as its tipoCampo asks (docs/registration.md §3 Form field definition); required labels carry
// '*'. The registration flow and the organizer's preview of the public form draw fields with it.
import { CheckboxField, Radio, RadioGroupField, Text, TextField } from '@aws-amplify/ui-react';
import type { FormField } from '@shared/registration/registry-config-schema';
import { ChoiceSelect } from './choice-select';
import { SectionHeading } from './section-heading';
import { fieldLabel, isRequired, requiredLabel, type FieldValue } from '@shared/registration/form-fields';

interface FieldInputProps {
  field: FormField;
  value: FieldValue | undefined;
  /** Shown once the registrant has tried to move on. */
  error: string | null;
  isDisabled: boolean;
  onChange: (value: FieldValue) => void;
}

const inputTypes: Partial<Record<FormField['tipoCampo'], string>> = { date: 'date', number: 'number' };

export function FieldInput({ field, value, error, isDisabled, onChange }: FieldInputProps) {
  const label = isRequired(field) ? requiredLabel(fieldLabel(field)) : fieldLabel(field);
  const inputProps = { isDisabled, hasError: error !== null, errorMessage: error ?? undefined };
  const text = typeof value === 'string' ? value : '';
  switch (field.tipoCampo) {
    case 'titulo':
      // Under the form's own h3 (a step, a product, a site's form), or one level under its editor's preview.
      return <SectionHeading outside={4} fontSize="large">{fieldLabel(field)}</SectionHeading>;
    // Layout like a title: the server stores no value for it.
    case 'option':
      return <Text>{fieldLabel(field)}</Text>;
    case 'checkbox':
      return <CheckboxField label={label} name={field.iDCampo} checked={value === true} onChange={(event) => onChange(event.target.checked)} {...inputProps} />;
    case 'radio':
      return (
        <RadioGroupField legend={label} name={field.iDCampo} value={text} onChange={(event) => onChange(event.target.value)} {...inputProps}>
          {field.valor.map((option) => (
            <Radio key={option.valor} value={option.valor}>
              {option.texto}
            </Radio>
          ))}
        </RadioGroupField>
      );
    case 'Select':
      return (
        <ChoiceSelect
          label={label}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          choices={field.valor.map((option) => ({ value: option.valor, label: option.texto }))}
          descriptiveText={field.observacion || undefined}
          {...inputProps}
        />
      );
    default:
      return (
        <TextField
          label={label}
          type={inputTypes[field.tipoCampo] ?? 'text'}
          value={text}
          maxLength={field.longitud}
          onChange={(event) => onChange(event.target.value)}
          descriptiveText={field.observacion || undefined}
          {...inputProps}
        />
      );
  }
}

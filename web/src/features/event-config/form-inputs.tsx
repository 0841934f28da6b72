// Inputs bound by path to the surrounding react-hook-form form, each showing its own error beside it.
import { CheckboxField, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { Controller, get, useFormContext, type FieldError } from 'react-hook-form';
import { ColorField } from '@web/components/color-field';
import { fieldErrorProps } from '@web/lib/form-errors';

interface InputProps {
  name: string;
  label: string;
  descriptiveText?: string;
  /** Left empty, the value is absent rather than '' or NaN. */
  optional?: boolean;
}

const emptyAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function useFieldError(name: string) {
  const { formState } = useFormContext();
  return fieldErrorProps(get(formState.errors, name) as FieldError | undefined);
}

export function TextInput({ name, label, descriptiveText, optional = false, type = 'text' }: InputProps & { type?: 'text' | 'url' | 'date' | 'datetime-local' }) {
  const { register } = useFormContext();
  return <TextField label={label} type={type} descriptiveText={descriptiveText} {...register(name, optional ? { setValueAs: emptyAsAbsent } : {})} {...useFieldError(name)} />;
}

export function LongTextInput({ name, label, descriptiveText }: InputProps) {
  const { register } = useFormContext();
  return <TextAreaField label={label} rows={4} descriptiveText={descriptiveText} {...register(name)} {...useFieldError(name)} />;
}

/** An empty or unreadable number is NaN, which the form's schema refuses with its own message. */
export function NumberInput({ name, label, descriptiveText, optional = false, step = 'any' }: InputProps & { step?: string }) {
  const { register } = useFormContext();
  const options = optional ? { setValueAs: (value: unknown) => (emptyAsAbsent(value) === undefined ? undefined : Number(value)) } : { valueAsNumber: true as const };
  return <TextField label={label} type="number" step={step} descriptiveText={descriptiveText} {...register(name, options)} {...useFieldError(name)} />;
}

/** Money in pesos or a percent, kept as the text typed: the form converts it (cents, a rate) before its check. */
export function DecimalInput({ name, label, descriptiveText }: InputProps) {
  const { register } = useFormContext();
  return <TextField label={label} inputMode="decimal" descriptiveText={descriptiveText} {...register(name)} {...useFieldError(name)} />;
}

/** A '#rrggbb' colour with its swatch and its hex value. */
export function ColorInput({ name, label, descriptiveText }: InputProps) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ColorField label={label} descriptiveText={descriptiveText} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} {...fieldErrorProps(fieldState.error)} />
      )}
    />
  );
}

export function CheckboxInput({ name, label }: InputProps) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CheckboxField label={label} name={field.name} checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} />
      )}
    />
  );
}

interface SelectInputProps extends InputProps {
  options: readonly { value: string | number; label: string }[];
  /** Numbers are stored as numbers. */
  numeric?: boolean;
}

export function SelectInput({ name, label, options, numeric = false, descriptiveText }: SelectInputProps) {
  const { register } = useFormContext();
  return (
    <SelectField label={label} descriptiveText={descriptiveText} {...register(name, numeric ? { setValueAs: Number } : {})} {...useFieldError(name)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

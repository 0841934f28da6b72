// A name picked from those another tab defines (a field group, a price list), or none: the value the
// entry already holds stays on the list even when that tab no longer defines it, so nothing is lost
// silently.
import { SelectField } from '@aws-amplify/ui-react';
import { get, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { fieldErrorProps } from '@web/lib/form-errors';

interface KeySelectProps {
  name: string;
  label: string;
  keys: readonly string[];
  noneLabel: string;
  descriptiveText?: string;
}

export function KeySelect({ name, label, keys, noneLabel, descriptiveText }: KeySelectProps) {
  const { register, formState } = useFormContext();
  const current = useWatch({ name }) as string | undefined;
  const options = [...new Set([...keys, ...(current ? [current] : [])])];
  return (
    <SelectField
      label={label}
      descriptiveText={descriptiveText}
      {...register(name, { setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : value) })}
      {...fieldErrorProps(get(formState.errors, name) as FieldError | undefined)}
    >
      <option value="">{noneLabel}</option>
      {options.map((key) => (
        <option key={key} value={key}>
          {key}
        </option>
      ))}
    </SelectField>
  );
}

// A select over a list of choices, with the 'Selecciona' placeholder unless a value is always chosen.
import { SelectField, type SelectFieldProps } from '@aws-amplify/ui-react';
import { fieldLabels } from '@shared/accounts/account-texts';

interface Choice {
  value: string;
  label: string;
}

export function ChoiceSelect({ choices, placeholder = fieldLabels.choose, ...props }: Omit<SelectFieldProps, 'children'> & { choices: readonly Choice[] }) {
  return (
    <SelectField placeholder={placeholder || undefined} {...props}>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

export const numberChoices = (from: number, to: number): Choice[] =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => String(from <= to ? from + i : from - i)).map((value) => ({ value, label: value }));

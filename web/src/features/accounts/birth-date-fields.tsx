// Day, month and year of birth as three selects (docs/accounts.md §2.3, docs/retos.md §5: 101 years back from today).
import { Fieldset, Flex, SelectField } from '@aws-amplify/ui-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { SignUpForm } from '@shared/accounts/account-schemas';
import { birthYearOptions, monthNames } from '@shared/accounts/birth-date';
import { fieldLabels } from '@shared/accounts/account-texts';
import { fieldErrorProps, type FieldBinding } from '@web/lib/form-errors';

interface Choice {
  value: number;
  label: string;
}

const dayChoices: Choice[] = Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
const monthChoices: Choice[] = monthNames.map((name, index) => ({ value: index + 1, label: name }));

function DatePartSelect({ label, choices, registration, error }: FieldBinding & { label: string; choices: Choice[] }) {
  return (
    <SelectField label={label} placeholder={fieldLabels.choose} {...registration} {...fieldErrorProps(error)}>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

interface BirthDateFieldsProps {
  register: UseFormRegister<SignUpForm>;
  errors: FieldErrors<SignUpForm>;
}

export function BirthDateFields({ register, errors }: BirthDateFieldsProps) {
  const yearChoices = birthYearOptions(new Date()).map((year) => ({ value: year, label: String(year) }));
  return (
    <Fieldset legend={fieldLabels.fechaNacimiento} variation="plain">
      <Flex gap="0.75rem" wrap="wrap">
        <DatePartSelect label={fieldLabels.dia} choices={dayChoices} registration={register('dia')} error={errors.dia} />
        <DatePartSelect label={fieldLabels.mes} choices={monthChoices} registration={register('mes')} error={errors.mes} />
        <DatePartSelect label={fieldLabels.anio} choices={yearChoices} registration={register('anio')} error={errors.anio} />
      </Flex>
    </Fieldset>
  );
}

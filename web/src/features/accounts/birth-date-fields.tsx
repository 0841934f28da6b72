// Day, month and year of birth as three selects (spec §2.3, §5: 101 years back from today).
import { Fieldset, Flex, SelectField } from '@aws-amplify/ui-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { SignUpForm } from '../../../../shared/accounts/account-schemas';
import { birthYearOptions, monthNames } from '../../../../shared/accounts/birth-date';
import { fieldLabels } from '../../../../shared/core/messages';
import { fieldErrorProps } from '../../lib/form-errors';

const days = Array.from({ length: 31 }, (_, i) => i + 1);

interface BirthDateFieldsProps {
  register: UseFormRegister<SignUpForm>;
  errors: FieldErrors<SignUpForm>;
}

export function BirthDateFields({ register, errors }: BirthDateFieldsProps) {
  const years = birthYearOptions(new Date());
  return (
    <Fieldset legend={fieldLabels.fechaNacimiento} variation="plain">
      <Flex gap="0.75rem" wrap="wrap">
        <SelectField label={fieldLabels.dia} placeholder={fieldLabels.choose} {...register('dia')} {...fieldErrorProps(errors.dia)}>
          {days.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </SelectField>
        <SelectField label={fieldLabels.mes} placeholder={fieldLabels.choose} {...register('mes')} {...fieldErrorProps(errors.mes)}>
          {monthNames.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField label={fieldLabels.anio} placeholder={fieldLabels.choose} {...register('anio')} {...fieldErrorProps(errors.anio)}>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
      </Flex>
    </Fieldset>
  );
}

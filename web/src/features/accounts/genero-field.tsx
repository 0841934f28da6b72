import { SelectField } from '@aws-amplify/ui-react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { fieldLabels, generoLabels } from '../../../../shared/core/messages';
import { fieldErrorProps } from '../../lib/form-errors';

export function GeneroField({ registration, error }: { registration: UseFormRegisterReturn; error?: FieldError }) {
  return (
    <SelectField label={fieldLabels.genero} placeholder={fieldLabels.choose} {...registration} {...fieldErrorProps(error)}>
      <option value="F">{generoLabels.F}</option>
      <option value="M">{generoLabels.M}</option>
    </SelectField>
  );
}

import { SelectField } from '@aws-amplify/ui-react';
import { fieldLabels, generoLabels } from '@shared/accounts/account-texts';
import { fieldErrorProps, type FieldBinding } from '@web/lib/form-errors';

export function GeneroField({ registration, error }: FieldBinding) {
  return (
    <SelectField label={fieldLabels.genero} placeholder={fieldLabels.choose} {...registration} {...fieldErrorProps(error)}>
      <option value="F">{generoLabels.F}</option>
      <option value="M">{generoLabels.M}</option>
    </SelectField>
  );
}

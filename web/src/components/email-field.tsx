import { TextField } from '@aws-amplify/ui-react';
import { fieldLabels } from '@shared/accounts/account-texts';
import { fieldErrorProps, type FieldBinding } from '@web/lib/form-errors';

/** The "Correo" field of every account and registration form. */
export function EmailField({ registration, error }: FieldBinding) {
  return <TextField label={fieldLabels.correo} type="email" autoComplete="email" {...registration} {...fieldErrorProps(error)} />;
}

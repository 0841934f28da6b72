import { PasswordField } from '@aws-amplify/ui-react';
import { fieldLabels } from '@shared/accounts/account-texts';
import { fieldErrorProps, type FieldBinding } from '@web/lib/form-errors';

interface PasswordInputProps extends FieldBinding {
  /** Tells password managers whether to fill the saved password or offer a new one. */
  autoComplete: 'current-password' | 'new-password';
}

/** The "Contraseña" field, with the show/hide toggle. */
export function PasswordInput({ registration, error, autoComplete }: PasswordInputProps) {
  return (
    <PasswordField
      label={fieldLabels.password}
      hideShowPassword
      autoComplete={autoComplete}
      {...registration}
      {...fieldErrorProps(error)}
    />
  );
}

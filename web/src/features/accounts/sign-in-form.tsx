// Sign-in (docs/accounts.md §2.3, docs/retos.md §8): "Bienvenido" on success, the failure text plus the provider's reason.
import { signInFormSchema } from '@shared/accounts/account-schemas';
import { accountTexts, lockedOutMessage, signInLockedOut, signInRefusalNames, signInRefused } from '@shared/accounts/account-texts';
import { messages } from '@shared/core/messages';
import { EmailField } from '@web/components/email-field';
import { FormStack } from '@web/components/form-stack';
import { PasswordInput } from '@web/components/password-input';
import { RouterTextLink } from '@web/components/router-button';
import { SubmitButton } from '@web/components/submit-button';
import { useAuth } from '@web/lib/auth-session';
import { errorMessage } from '@web/lib/error-message';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { track } from '@web/lib/tracking';

function reason(error: unknown): string {
  if (!(error instanceof Error) || !signInRefusalNames.includes(error.name)) return errorMessage(error);
  return error.message === lockedOutMessage ? signInLockedOut : signInRefused;
}

const signInFailure = (error: unknown) => `${messages.signInFailed}: ${reason(error)}`;

export function SignInForm() {
  const { signIn } = useAuth();
  const form = useSchemaForm(signInFormSchema, { defaultValues: { correo: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submitWith(async ({ correo, password }) => {
    await signIn(correo, password);
    form.toast(messages.welcome);
    track('Login');
  }, signInFailure);

  return (
    <FormStack onSubmit={onSubmit}>
      <EmailField registration={form.register('correo')} error={errors.correo} />
      <PasswordInput autoComplete="current-password" registration={form.register('password')} error={errors.password} />
      <SubmitButton isSubmitting={isSubmitting}>{accountTexts.signInSubmit}</SubmitButton>
      <RouterTextLink to="/password-restore">{accountTexts.forgotPassword}</RouterTextLink>
      <RouterTextLink to="/registro">{accountTexts.noAccount}</RouterTextLink>
    </FormStack>
  );
}

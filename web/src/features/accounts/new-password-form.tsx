// Second step of password recovery: the e-mailed code and the new password, then on to sign in.
import { Button, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router-dom';
import { newPasswordFormSchema } from '@shared/accounts/account-schemas';
import { accountTexts, fieldLabels, resetCodeSpent } from '@shared/accounts/account-texts';
import { messages } from '@shared/core/messages';
import { EmailField } from '@web/components/email-field';
import { FormStack } from '@web/components/form-stack';
import { PasswordInput } from '@web/components/password-input';
import { SubmitButton } from '@web/components/submit-button';
import { amplifyAuth } from '@web/lib/amplify';
import { errorMessage } from '@web/lib/error-message';
import { fieldErrorProps } from '@web/lib/form-errors';
import { useSchemaForm } from '@web/lib/use-schema-form';

/** Cognito's LimitExceededException here means the code took too many wrong guesses: only a new one helps. */
const confirmFailure = (error: unknown) =>
  error instanceof Error && error.name === 'LimitExceededException' ? resetCodeSpent : errorMessage(error);

export function NewPasswordForm({ correo, onNewCode }: { correo: string; onNewCode: () => void }) {
  const navigate = useNavigate();
  const form = useSchemaForm(newPasswordFormSchema, { defaultValues: { correo, code: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submitWith(async (values) => {
    await (await amplifyAuth()).confirmResetPassword({ username: values.correo, confirmationCode: values.code, newPassword: values.password });
    form.toast(messages.passwordChanged);
    await navigate('/login');
  }, confirmFailure);

  return (
    <FormStack onSubmit={onSubmit}>
      <Heading level={2} fontSize="xl">{accountTexts.newPasswordTitle}</Heading>
      <Text>{accountTexts.newPasswordHint}</Text>
      <EmailField registration={form.register('correo')} error={errors.correo} />
      <TextField label={fieldLabels.code} inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} {...fieldErrorProps(errors.code)} />
      <PasswordInput autoComplete="new-password" registration={form.register('password')} error={errors.password} />
      <SubmitButton isSubmitting={isSubmitting}>{accountTexts.newPasswordSubmit}</SubmitButton>
      <Button variation="link" onClick={onNewCode}>{accountTexts.askNewCode}</Button>
    </FormStack>
  );
}

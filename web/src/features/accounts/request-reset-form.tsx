// First step of password recovery: Cognito e-mails a code to the account's address.
import { Text } from '@aws-amplify/ui-react';
import { passwordRestoreFormSchema } from '@shared/accounts/account-schemas';
import { accountTexts } from '@shared/accounts/account-texts';
import { messages } from '@shared/core/messages';
import { EmailField } from '@web/components/email-field';
import { FormStack } from '@web/components/form-stack';
import { SubmitButton } from '@web/components/submit-button';
import { amplifyAuth } from '@web/lib/amplify';
import { useSchemaForm } from '@web/lib/use-schema-form';

// docs/retos.md §8: one fixed text whatever the provider answered; the reason goes to the console only.
function resetFailure(error: unknown): string {
  console.error(error);
  return messages.resetFailed;
}

export function RequestResetForm({ onSent }: { onSent: (correo: string) => void }) {
  const form = useSchemaForm(passwordRestoreFormSchema, { defaultValues: { correo: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submitWith(async ({ correo }) => {
    await (await amplifyAuth()).resetPassword({ username: correo });
    form.toast(messages.resetSent);
    onSent(correo);
  }, resetFailure);

  return (
    <FormStack onSubmit={onSubmit}>
      <Text>{accountTexts.restoreHint}</Text>
      <EmailField registration={form.register('correo')} error={errors.correo} />
      <SubmitButton isSubmitting={isSubmitting}>{accountTexts.restoreSubmit}</SubmitButton>
    </FormStack>
  );
}

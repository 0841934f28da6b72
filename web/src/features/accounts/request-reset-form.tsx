// First step of password recovery: Cognito e-mails a code to the account's address.
import { Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPassword } from 'aws-amplify/auth';
import { useForm } from 'react-hook-form';
import { passwordRestoreFormSchema } from '../../../../shared/accounts/account-schemas';
import { accountTexts, fieldLabels, messages, toastDurations } from '../../../../shared/core/messages';
import { fieldErrorProps } from '../../lib/form-errors';
import { useToast } from '../../lib/toasts';

export function RequestResetForm({ onSent }: { onSent: (correo: string) => void }) {
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordRestoreFormSchema), defaultValues: { correo: '' } });

  const onSubmit = handleSubmit(async ({ correo }) => {
    try {
      await resetPassword({ username: correo });
      toast(messages.resetSent);
      onSent(correo);
    } catch (error) {
      console.error(error);
      toast(messages.resetFailed, toastDurations.long);
    }
  });

  return (
    <Flex as="form" direction="column" gap="1rem" onSubmit={onSubmit} noValidate>
      <Text>{accountTexts.restoreHint}</Text>
      <TextField label={fieldLabels.correo} type="email" autoComplete="email" {...register('correo')} {...fieldErrorProps(errors.correo)} />
      <Button type="submit" variation="primary" isLoading={isSubmitting} loadingText={messages.loading}>
        {accountTexts.restoreSubmit}
      </Button>
    </Flex>
  );
}

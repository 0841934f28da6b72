// Second step of password recovery: the e-mailed code and the new password, then on to sign in.
import { Button, Flex, Heading, PasswordField, Text, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { confirmResetPassword } from 'aws-amplify/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { newPasswordFormSchema } from '../../../../shared/accounts/account-schemas';
import { accountTexts, fieldLabels, messages, toastDurations } from '../../../../shared/core/messages';
import { errorMessage } from '../../lib/error-message';
import { fieldErrorProps } from '../../lib/form-errors';
import { useToast } from '../../lib/toasts';

export function NewPasswordForm({ correo }: { correo: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newPasswordFormSchema), defaultValues: { correo, code: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await confirmResetPassword({ username: values.correo, confirmationCode: values.code, newPassword: values.password });
      toast(messages.passwordChanged);
      await navigate('/login');
    } catch (error) {
      toast(errorMessage(error), toastDurations.long);
    }
  });

  return (
    <Flex as="form" direction="column" gap="1rem" onSubmit={onSubmit} noValidate>
      <Heading level={4}>{accountTexts.newPasswordTitle}</Heading>
      <Text>{accountTexts.newPasswordHint}</Text>
      <TextField label={fieldLabels.correo} type="email" autoComplete="email" {...register('correo')} {...fieldErrorProps(errors.correo)} />
      <TextField label={fieldLabels.code} inputMode="numeric" autoComplete="one-time-code" {...register('code')} {...fieldErrorProps(errors.code)} />
      <PasswordField
        label={fieldLabels.password}
        hideShowPassword
        autoComplete="new-password"
        {...register('password')}
        {...fieldErrorProps(errors.password)}
      />
      <Button type="submit" variation="primary" isLoading={isSubmitting} loadingText={messages.loading}>
        {accountTexts.newPasswordSubmit}
      </Button>
    </Flex>
  );
}

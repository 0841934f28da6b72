// Sign-in (spec §2.3, §8): "Bienvenido" on success, the failure text plus the provider's reason.
import { Button, Flex, PasswordField, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { signInFormSchema } from '../../../../shared/accounts/account-schemas';
import { accountTexts, fieldLabels, messages, toastDurations } from '../../../../shared/core/messages';
import { RouterTextLink } from '../../components/router-button';
import { useAuth } from '../../lib/auth-session';
import { errorMessage } from '../../lib/error-message';
import { fieldErrorProps } from '../../lib/form-errors';
import { useToast } from '../../lib/toasts';
import { track } from '../../lib/tracking';

export function SignInForm() {
  const { signIn } = useAuth();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInFormSchema), defaultValues: { correo: '', password: '' } });

  const onSubmit = handleSubmit(async ({ correo, password }) => {
    try {
      await signIn(correo, password);
      toast(messages.welcome);
      track('Login');
    } catch (error) {
      toast(`${messages.signInFailed}: ${errorMessage(error)}`, toastDurations.long);
    }
  });

  return (
    <Flex as="form" direction="column" gap="1rem" onSubmit={onSubmit} noValidate>
      <TextField label={fieldLabels.correo} type="email" autoComplete="email" {...register('correo')} {...fieldErrorProps(errors.correo)} />
      <PasswordField
        label={fieldLabels.password}
        hideShowPassword
        autoComplete="current-password"
        {...register('password')}
        {...fieldErrorProps(errors.password)}
      />
      <Button type="submit" variation="primary" isLoading={isSubmitting} loadingText={messages.loading}>
        {accountTexts.signInSubmit}
      </Button>
      <RouterTextLink to="/password-restore">{accountTexts.forgotPassword}</RouterTextLink>
      <RouterTextLink to="/registro">{accountTexts.noAccount}</RouterTextLink>
    </Flex>
  );
}

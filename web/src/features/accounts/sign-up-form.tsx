// Account registration (spec §2.3, §5, §8): our API creates the account, then Amplify signs in.
import { Button, Flex, PasswordField, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { signUpFormSchema, toSignUpRequest, type SignUpForm as SignUpFormValues } from '../../../../shared/accounts/account-schemas';
import { accountTexts, fieldLabels, messages, toastDurations } from '../../../../shared/core/messages';
import { RouterTextLink } from '../../components/router-button';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-session';
import { errorMessage } from '../../lib/error-message';
import { applyServerFieldErrors, fieldErrorProps } from '../../lib/form-errors';
import { useStoreMyProfile } from '../../lib/my-profile';
import { useToast } from '../../lib/toasts';
import { track } from '../../lib/tracking';
import { createAccount } from './account-api';
import { BirthDateFields } from './birth-date-fields';
import { GeneroField } from './genero-field';

const formFields = ['nombres', 'apellidos', 'telefono', 'genero', 'dia', 'mes', 'anio', 'correo', 'password'] as const;

// Género starts on the select's "Selecciona" placeholder, so it has no default here.
const emptyForm: DefaultValues<SignUpFormValues> = { nombres: '', apellidos: '', telefono: '', dia: '', mes: '', anio: '', correo: '', password: '' };

export function SignUpForm() {
  const { signIn } = useAuth();
  const storeMyProfile = useStoreMyProfile();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormValues, unknown, z.output<typeof signUpFormSchema>>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit(async (values) => {
    const request = toSignUpRequest(values);
    try {
      storeMyProfile(await createAccount(request));
      track('sign_up');
      await signIn(request.correo, request.password);
    } catch (error) {
      if (error instanceof ApiError && error.body.code === 'EMAIL_IN_USE') {
        toast(messages.emailInUse, toastDurations.long);
      } else if (!applyServerFieldErrors(error, setError, formFields, { fechaNacimiento: 'dia' })) {
        toast(errorMessage(error), toastDurations.long);
      }
    }
  });

  return (
    <Flex as="form" direction="column" gap="1rem" onSubmit={onSubmit} noValidate>
      <TextField label={fieldLabels.nombres} autoComplete="given-name" {...register('nombres')} {...fieldErrorProps(errors.nombres)} />
      <TextField label={fieldLabels.apellidos} autoComplete="family-name" {...register('apellidos')} {...fieldErrorProps(errors.apellidos)} />
      <TextField label={fieldLabels.telefono} type="tel" autoComplete="tel" {...register('telefono')} {...fieldErrorProps(errors.telefono)} />
      <GeneroField registration={register('genero')} error={errors.genero} />
      <BirthDateFields register={register} errors={errors} />
      <TextField label={fieldLabels.correo} type="email" autoComplete="email" {...register('correo')} {...fieldErrorProps(errors.correo)} />
      <PasswordField
        label={fieldLabels.password}
        hideShowPassword
        autoComplete="new-password"
        {...register('password')}
        {...fieldErrorProps(errors.password)}
      />
      <Button type="submit" variation="primary" isLoading={isSubmitting} loadingText={messages.loading}>
        {accountTexts.signUpSubmit}
      </Button>
      <RouterTextLink to="/login">{accountTexts.haveAccount}</RouterTextLink>
    </Flex>
  );
}

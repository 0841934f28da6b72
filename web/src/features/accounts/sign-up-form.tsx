// Account registration (docs/accounts.md §2.3, docs/retos.md §5, §8): our API creates the account, then Amplify signs in.
import { TextField } from '@aws-amplify/ui-react';
import type { DefaultValues } from 'react-hook-form';
import { signUpFormSchema, toSignUpRequest, type SignUpForm as SignUpFormValues } from '@shared/accounts/account-schemas';
import { accountTexts, fieldLabels } from '@shared/accounts/account-texts';
import { messages } from '@shared/core/messages';
import { EmailField } from '@web/components/email-field';
import { FormStack } from '@web/components/form-stack';
import { PasswordInput } from '@web/components/password-input';
import { RouterTextLink } from '@web/components/router-button';
import { SubmitButton } from '@web/components/submit-button';
import { ApiError } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-session';
import { errorMessage } from '@web/lib/error-message';
import { fieldErrorProps } from '@web/lib/form-errors';
import { useStoreMyProfile } from '@web/lib/my-profile';
import { track } from '@web/lib/tracking';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { createAccount } from './account-api';
import { BirthDateFields } from './birth-date-fields';
import { GeneroField } from './genero-field';

const serverFields = ['nombres', 'apellidos', 'telefono', 'genero', 'dia', 'mes', 'anio', 'correo', 'password'] as const;

// Género starts on the select's "Selecciona" placeholder, so it has no default here.
const emptyForm: DefaultValues<SignUpFormValues> = { nombres: '', apellidos: '', telefono: '', dia: '', mes: '', anio: '', correo: '', password: '' };

const signUpFailure = (error: unknown) =>
  error instanceof ApiError && error.body.code === 'EMAIL_IN_USE' ? messages.emailInUse : errorMessage(error);

export function SignUpForm() {
  const { signIn } = useAuth();
  const storeMyProfile = useStoreMyProfile();
  const form = useSchemaForm(signUpFormSchema, { defaultValues: emptyForm, serverFields, rename: { fechaNacimiento: 'dia' } });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submitWith(async (values) => {
    const request = toSignUpRequest(values);
    storeMyProfile(await createAccount(request));
    track('sign_up');
    await signIn(request.correo, request.password);
  }, signUpFailure);

  return (
    <FormStack onSubmit={onSubmit}>
      <TextField label={fieldLabels.nombres} autoComplete="given-name" {...register('nombres')} {...fieldErrorProps(errors.nombres)} />
      <TextField label={fieldLabels.apellidos} autoComplete="family-name" {...register('apellidos')} {...fieldErrorProps(errors.apellidos)} />
      <TextField label={fieldLabels.telefono} type="tel" autoComplete="tel" {...register('telefono')} {...fieldErrorProps(errors.telefono)} />
      <GeneroField registration={register('genero')} error={errors.genero} />
      <BirthDateFields register={register} errors={errors} />
      <EmailField registration={register('correo')} error={errors.correo} />
      <PasswordInput autoComplete="new-password" registration={register('password')} error={errors.password} />
      <SubmitButton isSubmitting={isSubmitting}>{accountTexts.signUpSubmit}</SubmitButton>
      <RouterTextLink to="/login">{accountTexts.haveAccount}</RouterTextLink>
    </FormStack>
  );
}

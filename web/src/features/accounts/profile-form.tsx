// Editable personal data (spec §2.4, §5): "Datos ajustados éxitosamente" once saved.
import { Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { profileUpdateSchema, type Profile } from '../../../../shared/accounts/account-schemas';
import { accountTexts, fieldLabels, messages, toastDurations } from '../../../../shared/core/messages';
import { errorMessage } from '../../lib/error-message';
import { applyServerFieldErrors, fieldErrorProps } from '../../lib/form-errors';
import { useStoreMyProfile } from '../../lib/my-profile';
import { useToast } from '../../lib/toasts';
import { updateMyProfile } from './account-api';
import { GeneroField } from './genero-field';

const formFields = ['nombres', 'apellidos', 'correo', 'telefono', 'genero'] as const;

export function ProfileForm({ profile }: { profile: Profile }) {
  const storeMyProfile = useStoreMyProfile();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      nombres: profile.nombres,
      apellidos: profile.apellidos,
      correo: profile.correo,
      telefono: profile.telefono,
      genero: profile.genero,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      storeMyProfile(await updateMyProfile(values));
      toast(messages.profileSaved);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, formFields)) toast(errorMessage(error), toastDurations.long);
    }
  });

  return (
    <Flex as="form" direction="column" gap="1rem" onSubmit={onSubmit} noValidate>
      <Heading level={4}>{accountTexts.personalData}</Heading>
      <TextField label={fieldLabels.nombres} autoComplete="given-name" {...register('nombres')} {...fieldErrorProps(errors.nombres)} />
      <TextField label={fieldLabels.apellidos} autoComplete="family-name" {...register('apellidos')} {...fieldErrorProps(errors.apellidos)} />
      <TextField label={fieldLabels.correo} type="email" autoComplete="email" {...register('correo')} {...fieldErrorProps(errors.correo)} />
      <TextField label={fieldLabels.telefono} type="tel" autoComplete="tel" {...register('telefono')} {...fieldErrorProps(errors.telefono)} />
      <GeneroField registration={register('genero')} error={errors.genero} />
      <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={isSubmitting} loadingText={messages.loading}>
        {accountTexts.profileSubmit}
      </Button>
    </Flex>
  );
}

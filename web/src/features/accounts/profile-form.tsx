// Editable personal data (docs/accounts.md §2.4, docs/retos.md §5): "Datos ajustados éxitosamente" once saved.
import { Heading, TextField } from '@aws-amplify/ui-react';
import { profileUpdateSchema, type Profile } from '@shared/accounts/account-schemas';
import { accountTexts, fieldLabels } from '@shared/accounts/account-texts';
import { messages } from '@shared/core/messages';
import { EmailField } from '@web/components/email-field';
import { FormStack } from '@web/components/form-stack';
import { SubmitButton } from '@web/components/submit-button';
import { fieldErrorProps } from '@web/lib/form-errors';
import { useStoreMyProfile } from '@web/lib/my-profile';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { updateMyProfile } from './account-api';
import { GeneroField } from './genero-field';

const serverFields = ['nombres', 'apellidos', 'correo', 'telefono', 'genero'] as const;

export function ProfileForm({ profile }: { profile: Profile }) {
  const storeMyProfile = useStoreMyProfile();
  const { nombres, apellidos, correo, telefono, genero } = profile;
  const form = useSchemaForm(profileUpdateSchema, {
    defaultValues: { nombres, apellidos, correo, telefono, genero },
    serverFields,
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submitWith(async (values) => {
    storeMyProfile(await updateMyProfile(values));
    form.toast(messages.profileSaved);
  });

  return (
    <FormStack onSubmit={onSubmit}>
      <Heading level={2} fontSize="xl">{accountTexts.personalData}</Heading>
      <TextField label={fieldLabels.nombres} autoComplete="given-name" {...register('nombres')} {...fieldErrorProps(errors.nombres)} />
      <TextField label={fieldLabels.apellidos} autoComplete="family-name" {...register('apellidos')} {...fieldErrorProps(errors.apellidos)} />
      <EmailField registration={register('correo')} error={errors.correo} />
      <TextField label={fieldLabels.telefono} type="tel" autoComplete="tel" {...register('telefono')} {...fieldErrorProps(errors.telefono)} />
      <GeneroField registration={register('genero')} error={errors.genero} />
      <SubmitButton isSubmitting={isSubmitting} alignSelf="flex-start">
        {accountTexts.profileSubmit}
      </SubmitButton>
    </FormStack>
  );
}

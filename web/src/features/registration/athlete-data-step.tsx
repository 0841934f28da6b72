// Step 1, 'Confirma los datos de registro' (spec §2): the registrant's core data, prefilled from the
// signed-in profile when there is one.
import { Fieldset, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useEffect } from 'react';
import { birthYearOptions, monthNames } from '../../../../shared/accounts/birth-date';
import { fieldLabels, generoLabels } from '../../../../shared/accounts/account-texts';
import type { AthleteData } from '../../../../shared/registration/registration-api';
import { flowTexts } from '../../../../shared/registration/registration-flow-texts';
import { EmailField } from '../../components/email-field';
import { FormStack } from '../../components/form-stack';
import { SubmitButton } from '../../components/submit-button';
import { fieldErrorProps } from '../../lib/form-errors';
import { useMyProfile } from '../../lib/my-profile';
import { useSchemaForm } from '../../lib/use-schema-form';
import { athleteFormSchema, athleteFormValues } from './athlete-form';
import { ChoiceSelect, numberChoices } from './choice-select';

const dayChoices = numberChoices(1, 31);
const monthChoices = monthNames.map((name, index) => ({ value: String(index + 1), label: name }));
const generoChoices = (['F', 'M'] as const).map((value) => ({ value, label: generoLabels[value] }));

interface AthleteDataStepProps {
  datos: AthleteData | null;
  separarApellidos: boolean;
  onConfirm: (datos: AthleteData) => void;
}

export function AthleteDataStep({ datos, separarApellidos, onConfirm }: AthleteDataStepProps) {
  const form = useSchemaForm(athleteFormSchema(separarApellidos), { defaultValues: athleteFormValues(datos ?? {}) });
  const { register, reset } = form;
  const { errors, isSubmitting, isDirty } = form.formState;
  const profile = useMyProfile().data;
  const yearChoices = birthYearOptions(new Date()).map((year) => ({ value: String(year), label: String(year) }));

  useEffect(() => {
    if (profile && !datos && !isDirty) reset(athleteFormValues(profile));
  }, [profile, datos, isDirty, reset]);

  const text = (name: 'nombres' | 'apellidos' | 'apellidoPaterno' | 'apellidoMaterno', label: string, autoComplete: string) => (
    <TextField label={label} autoComplete={autoComplete} {...register(name)} {...fieldErrorProps(errors[name])} />
  );

  return (
    <FormStack onSubmit={form.handleSubmit(onConfirm)}>
      <Heading level={3}>{flowTexts.dataTitle}</Heading>
      <EmailField registration={register('correo')} error={errors.correo} />
      {text('nombres', fieldLabels.nombres, 'given-name')}
      {separarApellidos ? (
        <>
          {text('apellidoPaterno', flowTexts.apellidoPaterno, 'family-name')}
          {text('apellidoMaterno', flowTexts.apellidoMaterno, 'additional-name')}
        </>
      ) : (
        text('apellidos', fieldLabels.apellidos, 'family-name')
      )}
      <TextField label={fieldLabels.telefono} type="tel" inputMode="numeric" autoComplete="tel" {...register('telefono')} {...fieldErrorProps(errors.telefono)} />
      <Fieldset legend={fieldLabels.fechaNacimiento} variation="plain">
        <Flex gap="0.75rem" wrap="wrap">
          <ChoiceSelect label={fieldLabels.dia} choices={dayChoices} {...register('dia')} {...fieldErrorProps(errors.dia)} />
          <ChoiceSelect label={fieldLabels.mes} choices={monthChoices} {...register('mes')} />
          <ChoiceSelect label={fieldLabels.anio} choices={yearChoices} {...register('anio')} />
        </Flex>
      </Fieldset>
      <ChoiceSelect label={fieldLabels.genero} choices={generoChoices} {...register('genero')} {...fieldErrorProps(errors.genero)} />
      <SubmitButton isSubmitting={isSubmitting}>{flowTexts.dataSubmit}</SubmitButton>
    </FormStack>
  );
}

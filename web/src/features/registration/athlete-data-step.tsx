// Step 1, 'Confirma los datos de registro' (docs/registration.md §2): the registrant's core data, all required (so
// every label carries '*'), prefilled from the signed-in profile when there is one and it is the
// registrant's own (not at the desk, where staff type someone else's).
import { Fieldset, Flex, Heading, TextField, type TextFieldProps } from '@aws-amplify/ui-react';
import { useEffect } from 'react';
import { birthYearOptions, monthNames } from '@shared/accounts/birth-date';
import { fieldLabels, generoLabels } from '@shared/accounts/account-texts';
import type { AthleteData } from '@shared/registration/registration-api';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { FormStack } from '@web/components/form-stack';
import { SubmitButton } from '@web/components/submit-button';
import { fieldErrorProps } from '@web/lib/form-errors';
import { useMyProfile } from '@web/lib/my-profile';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { athleteFormSchema, athleteFormValues } from './athlete-form';
import { ChoiceSelect, numberChoices } from '@web/components/choice-select';
import { requiredLabel } from '@shared/registration/form-fields';

const dayChoices = numberChoices(1, 31);
const monthChoices = monthNames.map((name, index) => ({ value: String(index + 1), label: name }));
const generoChoices = (['F', 'M'] as const).map((value) => ({ value, label: generoLabels[value] }));

/**
 * Día, Mes and Año stay on one row even on a phone: each may shrink below its options' width, the
 * padding left for the arrow is trimmed to the arrow, and the empty choice is a dash (a 'Selecciona'
 * would read 'Sele…'), so '17', 'Septiembre' and '1990' show whole at 390 px.
 */
const inRow = (flex: string) => ({ flex, minWidth: '0', placeholder: '—', inputStyles: { minWidth: '0', paddingInlineStart: '0.75rem', paddingInlineEnd: '2rem' } });

interface AthleteDataStepProps {
  datos: AthleteData | null;
  separarApellidos: boolean;
  onConfirm: (datos: AthleteData) => void;
  /** Off at the desk: the signed-in user is staff, not the registrant. */
  prefillFromProfile?: boolean;
  submitLabel?: string;
}

export function AthleteDataStep({ datos, separarApellidos, onConfirm, prefillFromProfile = true, submitLabel = flowTexts.dataSubmit }: AthleteDataStepProps) {
  const form = useSchemaForm(athleteFormSchema(separarApellidos), { defaultValues: athleteFormValues(datos ?? {}) });
  const { register, reset } = form;
  const { errors, isSubmitting, isDirty } = form.formState;
  const profile = useMyProfile().data;
  const yearChoices = birthYearOptions(new Date()).map((year) => ({ value: String(year), label: String(year) }));

  useEffect(() => {
    if (prefillFromProfile && profile && !datos && !isDirty) reset(athleteFormValues(profile));
  }, [prefillFromProfile, profile, datos, isDirty, reset]);

  const text = (name: 'correo' | 'nombres' | 'apellidos' | 'apellidoPaterno' | 'apellidoMaterno' | 'telefono', label: string, input: Pick<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>) => (
    <TextField label={requiredLabel(label)} {...input} {...register(name)} {...fieldErrorProps(errors[name])} />
  );

  return (
    <FormStack onSubmit={form.handleSubmit(onConfirm)}>
      <Heading level={2} fontSize="xxl">{flowTexts.dataTitle}</Heading>
      {text('correo', fieldLabels.correo, { type: 'email', autoComplete: 'email' })}
      {text('nombres', fieldLabels.nombres, { autoComplete: 'given-name' })}
      {separarApellidos ? (
        <>
          {text('apellidoPaterno', flowTexts.apellidoPaterno, { autoComplete: 'family-name' })}
          {text('apellidoMaterno', flowTexts.apellidoMaterno, { autoComplete: 'additional-name' })}
        </>
      ) : (
        text('apellidos', fieldLabels.apellidos, { autoComplete: 'family-name' })
      )}
      {text('telefono', fieldLabels.telefono, { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' })}
      <Fieldset legend={requiredLabel(fieldLabels.fechaNacimiento)} variation="plain">
        <Flex gap="0.5rem" wrap="nowrap">
          <ChoiceSelect label={fieldLabels.dia} choices={dayChoices} {...inRow('1 1 5rem')} {...register('dia')} {...fieldErrorProps(errors.dia)} />
          <ChoiceSelect label={fieldLabels.mes} choices={monthChoices} {...inRow('2 1 9.5rem')} {...register('mes')} />
          <ChoiceSelect label={fieldLabels.anio} choices={yearChoices} {...inRow('1.3 1 6.5rem')} {...register('anio')} />
        </Flex>
      </Fieldset>
      <ChoiceSelect label={requiredLabel(fieldLabels.genero)} choices={generoChoices} {...register('genero')} {...fieldErrorProps(errors.genero)} />
      <SubmitButton isSubmitting={isSubmitting}>{submitLabel}</SubmitButton>
    </FormStack>
  );
}

// The event's plain fields (eventInfoSchema), for "Crear evento" and for editing an event.
import { CheckboxField, Fieldset, SelectField, TextField } from '@aws-amplify/ui-react';
import { Controller, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { eventFieldLabels as labels, eventStatusLabels, eventTypeLabels } from '@shared/results/console-texts';
import { eventInfoSchema, type EventInfo, type EventSummary } from '@shared/results/event-schemas';
import { EVENT_STATUS } from '@shared/results/event-status';
import { ColorField } from '@web/components/color-field';
import { FormStack } from '@web/components/form-stack';
import { SubmitButton } from '@web/components/submit-button';
import { fieldErrorProps } from '@web/lib/form-errors';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { consoleFailure } from './console-failure';

export type EventInfoInput = z.input<typeof eventInfoSchema>;

const serverFields = [
  'nombreEvento',
  'logoEvento',
  'fechaEvento',
  'horaEvento',
  'lugarEvento',
  'ciudadEvento',
  'paisEvento',
  'zonaHoraria',
  'eventoDisponible',
  'eventType',
  'organizador.nombre',
  'organizador.colorOrganizador',
  'organizador.linkAvisoPrivacidad',
] as const;

type PlainField = 'nombreEvento' | 'logoEvento' | 'fechaEvento' | 'horaEvento' | 'lugarEvento' | 'ciudadEvento' | 'paisEvento' | 'zonaHoraria';
type OrganizerField = keyof EventInfo['organizador'];

export const newEventDefaults: DefaultValues<EventInfoInput> = {
  nombreEvento: '',
  logoEvento: '',
  fechaEvento: '',
  horaEvento: '07:00',
  lugarEvento: '',
  ciudadEvento: '',
  paisEvento: 'México',
  zonaHoraria: 'America/Mexico_City',
  eventoDisponible: EVENT_STATUS.upcoming,
  showWeb: false,
  eventType: 'standard',
  organizador: { nombre: '', colorOrganizador: '#e8630a', linkAvisoPrivacidad: '' },
};

/** The form's values for a stored event: its summary without the id. */
export function eventInfoOf({ iDEvento: _id, ...info }: EventSummary): DefaultValues<EventInfoInput> {
  return info;
}

interface EventInfoFormProps {
  defaultValues: DefaultValues<EventInfoInput>;
  submitLabel: string;
  onSave: (info: EventInfo) => Promise<void>;
}

export function EventInfoForm({ defaultValues, submitLabel, onSave }: EventInfoFormProps) {
  const form = useSchemaForm(eventInfoSchema, { defaultValues, serverFields });
  const { register, control } = form;
  const { errors, isSubmitting } = form.formState;
  const plain = (name: PlainField, type = 'text') => (
    <TextField label={labels[name]} type={type} {...register(name)} {...fieldErrorProps(errors[name])} />
  );
  const organizer = (name: OrganizerField, label: string, type = 'text') => (
    <TextField label={label} type={type} {...register(`organizador.${name}`)} {...fieldErrorProps(errors.organizador?.[name])} />
  );

  return (
    <FormStack onSubmit={form.submitWith(onSave, consoleFailure)}>
      {plain('nombreEvento')}
      {plain('fechaEvento', 'date')}
      {plain('horaEvento', 'time')}
      {plain('lugarEvento')}
      {plain('ciudadEvento')}
      {plain('paisEvento')}
      {plain('zonaHoraria')}
      {plain('logoEvento', 'url')}
      <SelectField
        label={labels.eventoDisponible}
        {...register('eventoDisponible', { setValueAs: Number })}
        {...fieldErrorProps(errors.eventoDisponible)}
      >
        {Object.entries(eventStatusLabels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField label={labels.eventType} {...register('eventType')} {...fieldErrorProps(errors.eventType)}>
        {Object.entries(eventTypeLabels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <Controller
        control={control}
        name="showWeb"
        render={({ field }) => (
          <CheckboxField
            label={labels.showWeb}
            name={field.name}
            checked={field.value ?? false}
            onChange={(event) => field.onChange(event.target.checked)}
          />
        )}
      />
      <Fieldset legend={labels.organizador} variation="plain" direction="column" gap="1rem">
        {organizer('nombre', labels.nombreOrganizador)}
        <Controller
          control={control}
          name="organizador.colorOrganizador"
          render={({ field }) => (
            <ColorField label={labels.colorOrganizador} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} {...fieldErrorProps(errors.organizador?.colorOrganizador)} />
          )}
        />
        {organizer('linkAvisoPrivacidad', labels.linkAvisoPrivacidad, 'url')}
      </Fieldset>
      <SubmitButton isSubmitting={isSubmitting} alignSelf="flex-start">
        {submitLabel}
      </SubmitButton>
    </FormStack>
  );
}

// The event's own Meta pixel and Google Analytics ids (docs/registration.md §3 Event), saved with
// the rest of the event's data (PUT /api/events/{id}).
import { Flex, Text, TextField } from '@aws-amplify/ui-react';
import { eventFieldLabels as labels } from '@shared/results/console-texts';
import { eventInfoSchema, type EventSummary } from '@shared/results/event-schemas';
import { sectionFormTexts } from '@shared/results/section-form-texts';
import { FormStack } from '@web/components/form-stack';
import { SubmitButton } from '@web/components/submit-button';
import { fieldErrorProps } from '@web/lib/form-errors';
import { hasDirtyFields, useUnsavedChanges } from '@web/lib/unsaved-changes';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { updateEvent } from './config-api';

const trackingIdsSchema = eventInfoSchema.pick({ facebookPixel: true, gaId: true });
const serverFields = ['facebookPixel', 'gaId'] as const;

interface TrackingIdsFormProps {
  event: EventSummary;
  onSaved: (event: EventSummary) => void;
}

export function TrackingIdsForm({ event, onSaved }: TrackingIdsFormProps) {
  const { iDEvento, ...info } = event;
  const form = useSchemaForm(trackingIdsSchema, { defaultValues: { facebookPixel: event.facebookPixel ?? '', gaId: event.gaId ?? '' }, serverFields });
  const { errors, isSubmitting } = form.formState;
  useUnsavedChanges(hasDirtyFields(form.formState.dirtyFields));

  const save = form.submitWith(async (ids) => {
    onSaved(await updateEvent(iDEvento, { ...info, ...ids }));
    form.reset({ facebookPixel: ids.facebookPixel ?? '', gaId: ids.gaId ?? '' });
    form.toast(sectionFormTexts.tracking.saved);
  });

  return (
    <FormStack onSubmit={save}>
      <Text variation="tertiary">{sectionFormTexts.tracking.hint}</Text>
      <Flex direction={{ base: 'column', medium: 'row' }} gap="1rem">
        <TextField flex="1" label={labels.facebookPixel} inputMode="numeric" {...form.register('facebookPixel')} {...fieldErrorProps(errors.facebookPixel)} />
        <TextField flex="1" label={labels.gaId} {...form.register('gaId')} {...fieldErrorProps(errors.gaId)} />
      </Flex>
      <SubmitButton isSubmitting={isSubmitting} alignSelf="flex-start">
        {sectionFormTexts.save}
      </SubmitButton>
    </FormStack>
  );
}

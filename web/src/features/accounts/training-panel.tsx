// 'Entrenamiento' of /atletas (docs/activities.md 'Training analysis'): the FTP, the maximum heart
// rate and, per sport, the bounds between heart-rate and power zones; a sport left empty shows the
// zones computed from the FTP and the maximum, which it then uses.
import { Card, Flex, Heading, Loader, Text, TextField } from '@aws-amplify/ui-react';
import type { FieldError } from 'react-hook-form';
import { trainingFormSchema, trainingFormValues, trainingSettingsOf, type TrainingFormValues } from '@shared/activities/training-form';
import { TRAINING_SPORTS, type TrainingSettings } from '@shared/activities/training-settings';
import { trainingTexts } from '@shared/activities/training-texts';
import { defaultHeartRateBounds, defaultPowerBounds } from '@shared/activities/training-zones';
import { FormStack } from '@web/components/form-stack';
import { SubmitButton } from '@web/components/submit-button';
import { errorMessage } from '@web/lib/error-message';
import { fieldErrorProps } from '@web/lib/form-errors';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useMyTraining, useSaveMyTraining } from './training-api';

const serverFields = ['ftp', 'maxHeartRate', ...TRAINING_SPORTS.flatMap((sport) => [`zones.${sport}.heartRate`, `zones.${sport}.power`] as const)] as const;

/** What an empty bounds field stands for: the computed zones, or how to get them. */
const computedHint = (bounds: number[] | undefined) => (bounds ? trainingTexts.defaultZones(bounds.join(', ')) : trainingTexts.zonesHint);

function TrainingForm({ settings }: { settings: TrainingSettings }) {
  const save = useSaveMyTraining();
  const form = useSchemaForm(trainingFormSchema, { defaultValues: trainingFormValues(settings), serverFields });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.submitWith(async (values) => {
    form.reset(trainingFormValues(await save(trainingSettingsOf(values))));
    form.toast(trainingTexts.saved);
  });
  const zoneError = (sport: keyof TrainingFormValues['zones'], kind: 'heartRate' | 'power'): FieldError | undefined => errors.zones?.[sport]?.[kind];

  return (
    <FormStack onSubmit={onSubmit}>
      <Flex wrap="wrap" gap="1rem">
        <TextField label={trainingTexts.ftp} inputMode="numeric" flex="1 1 10rem" {...register('ftp')} {...fieldErrorProps(errors.ftp)} />
        <TextField label={trainingTexts.maxHeartRate} inputMode="numeric" flex="1 1 10rem" {...register('maxHeartRate')} {...fieldErrorProps(errors.maxHeartRate)} />
      </Flex>
      {TRAINING_SPORTS.map((sport) => (
        <Flex key={sport} as="fieldset" direction="column" gap="0.5rem" margin="0" padding="0" style={{ border: 'none' }}>
          <Heading level={3} fontSize="large" as="legend">
            {trainingTexts.sport[sport]}
          </Heading>
          <TextField
            label={trainingTexts.heartRateZones}
            descriptiveText={computedHint(settings.maxHeartRate ? defaultHeartRateBounds(settings.maxHeartRate) : undefined)}
            {...register(`zones.${sport}.heartRate`)}
            {...fieldErrorProps(zoneError(sport, 'heartRate'))}
          />
          <TextField
            label={trainingTexts.powerZones}
            descriptiveText={computedHint(settings.ftp ? defaultPowerBounds(settings.ftp) : undefined)}
            {...register(`zones.${sport}.power`)}
            {...fieldErrorProps(zoneError(sport, 'power'))}
          />
        </Flex>
      ))}
      <SubmitButton isSubmitting={isSubmitting} alignSelf="flex-start">
        {trainingTexts.save}
      </SubmitButton>
    </FormStack>
  );
}

export function TrainingPanel() {
  const { data, error } = useMyTraining();
  return (
    <Card variation="outlined" as="section" aria-label={trainingTexts.title}>
      <Flex direction="column" gap="0.75rem">
        <Heading level={2} fontSize="xl">{trainingTexts.title}</Heading>
        <Text>{trainingTexts.hint}</Text>
        {data ? <TrainingForm settings={data} /> : error ? <Text color="font.error">{errorMessage(error)}</Text> : <Loader />}
      </Flex>
    </Card>
  );
}

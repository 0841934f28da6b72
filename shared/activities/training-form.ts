// The training panel of /atletas as a form (docs/activities.md 'Training analysis'): what the athlete
// types (numbers, and each sport's zone bounds as '120, 140, 160'), read into the training data with
// the API's own bounds, so a refusal lands on the field that caused it; and the data back as text.
import { z } from 'zod';
import { ftpSchema, heartRateBoundsSchema, maxHeartRateSchema, powerBoundsSchema, TRAINING_SPORTS, type TrainingSettings, type TrainingSport } from './training-settings';
import { trainingMessages } from './training-texts';

const blank = (text: string) => text.trim() === '';

function numberField<T extends z.ZodType<number, number>>(schema: T) {
  return z
    .string()
    .max(12, trainingMessages.zonesFormat)
    .transform((text) => (blank(text) ? undefined : Number(text.trim())))
    .pipe(schema.optional());
}

function boundsField<T extends z.ZodType<number[], number[]>>(schema: T) {
  return z
    .string()
    .max(80, trainingMessages.zonesFormat)
    .regex(/^[\d\s,]*$/, trainingMessages.zonesFormat)
    .transform((text) => (blank(text) ? undefined : text.split(/[\s,]+/).filter((part) => part !== '').map(Number)))
    .pipe(schema.optional());
}

const sportFields = z.object({ heartRate: boundsField(heartRateBoundsSchema), power: boundsField(powerBoundsSchema) });

export const trainingFormSchema = z.object({
  ftp: numberField(ftpSchema),
  maxHeartRate: numberField(maxHeartRateSchema),
  zones: z.object({ RUNNING: sportFields, CYCLING: sportFields, SWIMMING: sportFields }),
});
export type TrainingFormValues = z.input<typeof trainingFormSchema>;

const boundsText = (bounds: number[] | undefined) => (bounds ? bounds.join(', ') : '');
const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The saved training data as the form shows it. */
export function trainingFormValues(settings: TrainingSettings): TrainingFormValues {
  const zones = Object.fromEntries(
    TRAINING_SPORTS.map((sport) => [sport, { heartRate: boundsText(settings.zones[sport]?.heartRate), power: boundsText(settings.zones[sport]?.power) }]),
  ) as Record<TrainingSport, { heartRate: string; power: string }>;
  return { ftp: numberText(settings.ftp), maxHeartRate: numberText(settings.maxHeartRate), zones };
}

/** What the form read, as the training data the API takes: a sport without bounds of its own is left out. */
export function trainingSettingsOf(values: z.output<typeof trainingFormSchema>): TrainingSettings {
  const zones: TrainingSettings['zones'] = {};
  for (const sport of TRAINING_SPORTS) {
    const { heartRate, power } = values.zones[sport];
    if (heartRate || power) zones[sport] = { ...(heartRate ? { heartRate } : {}), ...(power ? { power } : {}) };
  }
  return { ...(values.ftp === undefined ? {} : { ftp: values.ftp }), ...(values.maxHeartRate === undefined ? {} : { maxHeartRate: values.maxHeartRate }), zones };
}

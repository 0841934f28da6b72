// A start's hS (wall clock 'YYYY-MM-DD HH:MM:SS' in the event's zone) as a date input and a time
// input, so no one types the format by hand; seconds already stored are kept.
import { Flex, TextField } from '@aws-amplify/ui-react';
import { Controller, useFormContext } from 'react-hook-form';
import { sectionFormTexts } from '@shared/results/section-form-texts';
import { fieldErrorProps } from '@web/lib/form-errors';

const texts = sectionFormTexts.modalities;
const STORED = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(:\d{2}(?:\.\d{1,3})?)$/;

/** The date, the HH:MM and the seconds part of a stored start; empty parts when it is not one. */
export function splitStart(value: unknown): { date: string; time: string; seconds: string } {
  const match = typeof value === 'string' ? STORED.exec(value) : null;
  return match ? { date: match[1] ?? '', time: match[2] ?? '', seconds: match[3] ?? ':00' } : { date: '', time: '', seconds: ':00' };
}

/** A missing part leaves text the schema refuses, so the field says what is wrong. */
export const joinStart = (date: string, time: string, seconds: string) => `${date} ${time}${seconds}`;

export function StartTimeInput({ name }: { name: string }) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const parts = splitStart(field.value);
        return (
          <Flex gap="0.5rem" wrap="wrap" alignItems="flex-start">
            <TextField label={texts.fechaSalida} type="date" value={parts.date} onChange={(event) => field.onChange(joinStart(event.target.value, parts.time, parts.seconds))} onBlur={field.onBlur} />
            <TextField
              label={texts.hS}
              type="time"
              value={parts.time}
              onChange={(event) => field.onChange(joinStart(parts.date, event.target.value, parts.seconds))}
              onBlur={field.onBlur}
              {...fieldErrorProps(fieldState.error)}
            />
          </Flex>
        );
      }}
    />
  );
}

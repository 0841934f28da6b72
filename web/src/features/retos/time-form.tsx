// An HH:MM:SS time as the athlete types it (docs/retos.md §5 Target and finish time forms): hours 0–100,
// minutes and seconds 0–59, each required ('Campo requerido'); the goal and 'Mi tiempo' use it.
import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { participationTexts, timeSchema, type TimeParts } from '@shared/retos/participation';
import { readInteger } from './integer-field';

const parts = [
  { name: 'hours', label: participationTexts.hours, max: 100 },
  { name: 'minutes', label: participationTexts.minutes, max: 59 },
  { name: 'seconds', label: participationTexts.seconds, max: 59 },
] as const;
type Part = (typeof parts)[number]['name'];

interface TimeFormProps {
  initial?: TimeParts;
  submitLabel: string;
  isSending: boolean;
  onTime: (time: TimeParts) => void;
}

export function TimeForm({ initial, submitLabel, isSending, onTime }: TimeFormProps) {
  const [typed, setTyped] = useState<Record<Part, string>>({
    hours: initial ? String(initial.hours) : '',
    minutes: initial ? String(initial.minutes) : '',
    seconds: initial ? String(initial.seconds) : '',
  });
  const [problems, setProblems] = useState<Partial<Record<Part, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const readings = parts.map((part) => [part.name, readInteger(typed[part.name], 0, part.max)] as const);
    setProblems(Object.fromEntries(readings.flatMap(([name, reading]) => (reading.ok ? [] : [[name, reading.message]]))));
    const time = timeSchema.safeParse(Object.fromEntries(readings.map(([name, reading]) => [name, reading.ok ? reading.value : undefined])));
    if (time.success) onTime(time.data);
  }

  return (
    <Flex as="form" direction="column" gap="0.75rem" noValidate onSubmit={submit}>
      <Flex gap="0.5rem">
        {parts.map((part) => (
          <TextField
            key={part.name}
            label={part.label}
            type="number"
            inputMode="numeric"
            min={0}
            max={part.max}
            flex="1"
            minWidth="0"
            value={typed[part.name]}
            onChange={(event) => setTyped((current) => ({ ...current, [part.name]: event.target.value }))}
            hasError={problems[part.name] !== undefined}
            errorMessage={problems[part.name]}
            isRequired
          />
        ))}
      </Flex>
      <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={isSending}>
        {submitLabel}
      </Button>
    </Flex>
  );
}

// The create form of the organizer dashboard (docs/retos.md §2.7, §4 Event creation): checked by the same
// schema as the API (start before end, distance in hundredths of a km), sent once.
import { Alert, Button, Flex, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { createVirtualEventSchema, RETO_TYPES, retoOrganizerTexts, type VirtualEventView } from '@shared/retos/virtual-event';
import { errorMessage } from '@web/lib/error-message';
import { momentOf } from './local-moment';
import { createReto } from './retos-api';

const texts = retoOrganizerTexts.fields;
type Values = Record<keyof typeof texts, string>;
const empty: Values = { eventName: '', eventDescription: '', eventStart: '', eventEnd: '', distance: '', price: '0', eventType: 'standard' };

export function CreateRetoForm({ onCreated }: { onCreated: (reto: VirtualEventView) => Promise<void> | void }) {
  const [values, setValues] = useState<Values>(empty);
  const [problems, setProblems] = useState<Partial<Record<keyof Values, string>>>({});
  // Set on the first click, before React draws the button busy: a double click sends once.
  const sending = useRef(false);
  const creation = useMutation({
    mutationFn: createReto,
    onSuccess: onCreated,
    onSettled: () => {
      sending.current = false;
    },
  });

  /** A field typed again loses its problem until the next send. */
  function change(name: keyof Values, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems(({ [name]: _fixed, ...others }) => others);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const parsed = createVirtualEventSchema.safeParse({
      ...values,
      eventStart: momentOf(values.eventStart),
      eventEnd: momentOf(values.eventEnd),
      distance: values.distance === '' ? undefined : Number(values.distance),
      price: Number(values.price || 0),
    });
    if (!parsed.success) {
      setProblems(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setProblems({});
    sending.current = true;
    creation.mutate(parsed.data);
  }

  const field = (name: keyof Values, type = 'text', extra: Record<string, unknown> = {}) => (
    <TextField
      label={texts[name]}
      type={type}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      hasError={problems[name] !== undefined}
      errorMessage={problems[name]}
      {...extra}
    />
  );

  return (
    <Flex as="form" direction="column" gap="1rem" noValidate onSubmit={submit}>
      {field('eventName', 'text', { maxLength: 50, isRequired: true })}
      <TextAreaField label={texts.eventDescription} value={values.eventDescription} maxLength={2000} onChange={(event) => change('eventDescription', event.target.value)} />
      <Flex gap="1rem" wrap="wrap">
        {field('eventStart', 'datetime-local', { isRequired: true })}
        {field('eventEnd', 'datetime-local', { isRequired: true })}
      </Flex>
      <Flex gap="1rem" wrap="wrap">
        {field('distance', 'number', { step: '0.01', min: '0.01', isRequired: true })}
        {field('price', 'number', { step: '0.01', min: '0' })}
      </Flex>
      <SelectField
        label={texts.eventType}
        descriptiveText={retoOrganizerTexts.typeHint}
        value={values.eventType}
        onChange={(event) => change('eventType', event.target.value)}
      >
        {RETO_TYPES.map((type) => (
          <option key={type} value={type}>
            {retoOrganizerTexts.types[type]}
          </option>
        ))}
      </SelectField>
      {creation.error && <Alert variation="error">{errorMessage(creation.error)}</Alert>}
      <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={creation.isPending}>
        {retoOrganizerTexts.save}
      </Button>
    </Flex>
  );
}

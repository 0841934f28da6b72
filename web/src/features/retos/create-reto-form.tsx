// The create form of the organizer dashboard (docs/retos.md §2.7, §4 Event creation, §5): checked by the
// same schema as the API (every field but the price and type required, distance in hundredths of a km),
// sent once; a start after the end is the specification's 7-s toast, not a line under a field.
import { Alert, Button, Flex, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { toastDurations } from '@shared/core/messages';
import { createVirtualEventSchema, RETO_TYPES, retoMessages, retoOrganizerTexts, type VirtualEventView } from '@shared/retos/virtual-event';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { momentOf } from './local-moment';
import { createReto } from './retos-api';

const texts = retoOrganizerTexts.fields;
type Values = Record<keyof typeof texts, string>;
const empty: Values = { eventName: '', eventDescription: '', eventStart: '', eventEnd: '', distance: '', price: '0', eventType: 'standard' };

export function CreateRetoForm({ onCreated }: { onCreated: (reto: VirtualEventView) => Promise<void> | void }) {
  const [values, setValues] = useState<Values>(empty);
  const [problems, setProblems] = useState<Partial<Record<keyof Values, string>>>({});
  const toast = useToast();
  // Set on the first click, before React draws the button busy: a double click sends once; it stays
  // set once the reto exists, while its page opens.
  const sending = useRef(false);
  const creation = useMutation({
    mutationFn: createReto,
    onSuccess: onCreated,
    onError: () => {
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
      const onFields = parsed.error.issues.filter((issue) => issue.message !== retoMessages.startAfterEnd);
      if (onFields.length < parsed.error.issues.length) toast(retoMessages.startAfterEnd, toastDurations.long);
      setProblems(Object.fromEntries(onFields.map((issue) => [String(issue.path[0]), issue.message])));
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
      <TextAreaField
        label={texts.eventDescription}
        value={values.eventDescription}
        maxLength={2000}
        isRequired
        hasError={problems.eventDescription !== undefined}
        errorMessage={problems.eventDescription}
        onChange={(event) => change('eventDescription', event.target.value)}
      />
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

// Step 0's 'Completa el siguiente formulario' / 'Guardar Datos' (docs/retos.md §2.6): the reto's own form
// (shared/retos/reto-form.ts) drawn field by field, checked by the same rules as the API, and each
// field's message from the API shown on it.
import { Alert, Button, CheckboxField, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { requiredLabel } from '@shared/registration/form-fields';
import { participationTexts, type ParticipationView } from '@shared/retos/participation';
import { checkRetoFormAnswers, type RetoForm, type RetoFormAnswers, type RetoFormField } from '@shared/retos/reto-form';
import { ChoiceSelect } from '@web/components/choice-select';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { saveRetoForm } from './participation-api';
import { useSingleSend } from './use-single-send';

type Typed = Record<string, string | boolean>;

/** What the inputs hold, as the answers the form's rules read: numbers as numbers, blanks left out. */
function answersOf(form: RetoForm, typed: Typed): Record<string, unknown> {
  return Object.fromEntries(
    form.flatMap((field) => {
      const value = typed[field.id];
      if (value === undefined || value === '') return [];
      return [[field.id, field.type === 'number' && typeof value === 'string' ? Number(value) : value]];
    }),
  );
}

interface FieldProps {
  field: RetoFormField;
  value: string | boolean | undefined;
  error: string | undefined;
  onChange: (value: string | boolean) => void;
}

function AnswerField({ field, value, error, onChange }: FieldProps) {
  const label = field.required ? requiredLabel(field.label) : field.label;
  const shown = { hasError: error !== undefined, errorMessage: error };
  const text = typeof value === 'string' ? value : '';
  switch (field.type) {
    case 'checkbox':
      return <CheckboxField label={label} name={field.id} checked={value === true} onChange={(event) => onChange(event.target.checked)} {...shown} />;
    case 'select':
      return <ChoiceSelect label={label} value={text} onChange={(event) => onChange(event.target.value)} choices={field.options.map((option) => ({ value: option, label: option }))} {...shown} />;
    case 'number':
      return <TextField label={label} type="number" value={text} onChange={(event) => onChange(event.target.value)} {...shown} />;
    case 'text':
      return <TextField label={label} value={text} maxLength={field.maxLength} onChange={(event) => onChange(event.target.value)} {...shown} />;
  }
}

interface RetoAnswersFormProps {
  eventId: string;
  form: RetoForm;
  onSaved: (participation: ParticipationView) => void;
}

export function RetoAnswersForm({ eventId, form, onSaved }: RetoAnswersFormProps) {
  const [typed, setTyped] = useState<Typed>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const saving = useSingleSend({
    mutationFn: (answers: RetoFormAnswers) => saveRetoForm(eventId, answers),
    onSuccess: onSaved,
    onError: (error) => setProblems({ ...(error instanceof ApiError ? error.body.fields : {}), _: errorMessage(error) }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkRetoFormAnswers(form, answersOf(form, typed));
    if (!check.ok) {
      setProblems(check.problems);
      return;
    }
    setProblems({});
    saving.send(check.answers);
  }

  return (
    <Flex as="form" direction="column" gap="0.75rem" noValidate onSubmit={submit}>
      <Heading level={3} fontSize="xl">{participationTexts.completeForm}</Heading>
      {form.map((field) => (
        <AnswerField
          key={field.id}
          field={field}
          value={typed[field.id]}
          error={problems[field.id]}
          onChange={(value) => setTyped((current) => ({ ...current, [field.id]: value }))}
        />
      ))}
      {problems._ && <Alert variation="error">{problems._}</Alert>}
      <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={saving.isPending}>
        {participationTexts.saveForm}
      </Button>
    </Flex>
  );
}

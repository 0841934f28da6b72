// One value of the registrant, shown with 'Editar'; editing it offers the input its kind needs and
// saves only that field. The server's message for it is shown under the input.
import { Button, Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { adminTexts } from '@shared/registration/admin-texts';
import { printClasses } from '@web/components/print-sheet';

export interface FieldChoice {
  value: string;
  label: string;
}

interface EditableFieldProps {
  label: string;
  /** The value as text, as the input holds it. */
  value: string;
  /** What the value reads as (an option's text, 'Sí'); the value itself by default. */
  shown?: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  choices?: FieldChoice[];
  maxLength?: number;
  canEdit: boolean;
  busy: boolean;
  error?: string;
  onSave: (value: string) => Promise<unknown>;
}

export function EditableField({ label, value, shown, type = 'text', choices, maxLength = 100, canEdit, busy, error, onSave }: EditableFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <Flex justifyContent="space-between" alignItems="center" gap="0.5rem" wrap="wrap">
        <Flex direction="column" gap="0" flex="1" minWidth="0">
          <Text fontSize="small" color="font.tertiary">
            {label}
          </Text>
          {/* A long e-mail breaks anywhere rather than running out of a phone's screen. */}
          <Text style={{ overflowWrap: 'anywhere' }}>{(shown ?? value) || '—'}</Text>
        </Flex>
        {canEdit && (
          <Button size="small" variation="link" className={printClasses.hidden} onClick={() => setDraft(value)} aria-label={`${adminTexts.detail.edit} ${label}`}>
            {adminTexts.detail.edit}
          </Button>
        )}
      </Flex>
    );
  }
  const save = async () => {
    try {
      await onSave(draft);
      setDraft(null);
    } catch {
      // The field stays open with the server's message.
    }
  };
  return (
    <Flex direction="column" gap="0.5rem">
      {choices ? (
        <SelectField label={label} value={draft} onChange={(change) => setDraft(change.target.value)} hasError={error !== undefined} errorMessage={error}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField label={label} type={type} value={draft} maxLength={maxLength} onChange={(change) => setDraft(change.target.value)} hasError={error !== undefined} errorMessage={error} />
      )}
      <Flex gap="0.5rem">
        <Button size="small" variation="primary" isLoading={busy} onClick={() => void save()}>
          {adminTexts.detail.save}
        </Button>
        <Button size="small" onClick={() => setDraft(null)} isDisabled={busy}>
          {adminTexts.detail.cancel}
        </Button>
      </Flex>
    </Flex>
  );
}

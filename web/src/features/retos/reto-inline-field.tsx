// An inline editor (docs/retos.md §4 'Inline editors toggle between view and edit mode and save on confirm'):
// the value and 'Editar'; then the input, 'Guardar' and 'Cancelar'. A refused save keeps the draft.
import { Button, Flex, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { retoConfigTexts as texts } from '@shared/retos/reto-config-texts';

interface RetoInlineFieldProps {
  label: string;
  /** The value as the view mode shows it. */
  shown: string;
  /** The value as the input starts. */
  initial: string;
  kind: 'text' | 'textarea' | 'datetime-local' | 'number' | 'select';
  /** A select's choices: value → label. */
  options?: Record<string, string>;
  inputProps?: Record<string, string | number | boolean>;
  /** The draft's problem, checked before anything is sent. */
  check: (draft: string) => string | undefined;
  save: (draft: string) => Promise<boolean>;
}

export function RetoInlineField({ label, shown, initial, kind, options = {}, inputProps = {}, check, save }: RetoInlineFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  if (draft === null) {
    return (
      <Flex role="group" aria-label={label} justifyContent="space-between" alignItems="center" gap="0.75rem">
        <Flex direction="column" gap="0" minWidth="0">
          <Text fontSize="small" color="font.secondary">
            {label}
          </Text>
          <Text whiteSpace="pre-line" style={{ overflowWrap: 'anywhere' }}>
            {shown || texts.empty}
          </Text>
        </Flex>
        <Button size="small" aria-label={`${texts.edit} ${label}`} onClick={() => setDraft(initial)}>
          {texts.edit}
        </Button>
      </Flex>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (draft === null || saving) return;
    const found = check(draft);
    setProblem(found);
    if (found) return;
    setSaving(true);
    const saved = await save(draft);
    setSaving(false);
    if (saved) setDraft(null);
  }

  const field = { label, value: draft, hasError: problem !== undefined, errorMessage: problem, ...inputProps };
  function input() {
    if (kind === 'textarea') return <TextAreaField {...field} rows={4} onChange={(event) => setDraft(event.target.value)} />;
    if (kind === 'select') {
      return (
        <SelectField {...field} onChange={(event) => setDraft(event.target.value)}>
          {Object.entries(options).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </SelectField>
      );
    }
    return <TextField {...field} type={kind} onChange={(event) => setDraft(event.target.value)} />;
  }
  return (
    <Flex as="form" aria-label={label} direction="column" gap="0.5rem" onSubmit={(event) => void submit(event)} noValidate>
      {input()}
      <Flex gap="0.5rem">
        <Button type="submit" size="small" variation="primary" isLoading={saving}>
          {texts.save}
        </Button>
        <Button
          size="small"
          onClick={() => {
            setDraft(null);
            setProblem(undefined);
          }}
        >
          {texts.cancel}
        </Button>
      </Flex>
    </Flex>
  );
}

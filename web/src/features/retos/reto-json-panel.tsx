// One of the platform owner's panels as JSON text (docs/retos.md §5 'Owner-only forms require JSON text that
// must parse'): checked here first (where the JSON breaks, then the API's schema with field paths),
// then saved; a refused save keeps the text as typed.
import { Alert, Button, Flex, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { z } from 'zod';
import { retoConfigTexts } from '@shared/retos/reto-config-texts';
import { checkJsonWith, type SectionProblems } from '@web/lib/section-check';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

interface RetoJsonPanelProps<T> {
  label: string;
  schema: z.ZodType<T>;
  value: T;
  save: (value: T) => Promise<boolean>;
}

export function RetoJsonPanel<T>({ label, schema, value, save }: RetoJsonPanelProps<T>) {
  const [text, setText] = useState(() => pretty(value));
  const [problems, setProblems] = useState<SectionProblems | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit() {
    const check = checkJsonWith(schema, text);
    if (!check.ok) {
      setProblems(check.problems);
      return;
    }
    setProblems(null);
    setSaving(true);
    const parsed = schema.parse(check.data);
    if (await save(parsed)) setText(pretty(parsed));
    setSaving(false);
  }

  return (
    <Flex role="group" aria-label={label} direction="column" gap="0.5rem">
      <TextAreaField label={label} value={text} rows={10} spellCheck={false} inputStyles={{ fontFamily: 'monospace', fontSize: 'small' }} hasError={problems !== null} onChange={(event) => setText(event.target.value)} />
      {problems && (
        <Alert variation="error" role="alert">
          {problems.lines.join(' · ')}
        </Alert>
      )}
      <Button size="small" variation="primary" alignSelf="flex-start" isLoading={saving} onClick={() => void submit()}>
        {retoConfigTexts.save}
      </Button>
    </Flex>
  );
}

// One event section as validated JSON: checked here first (syntax with line and column, then the
// section's schema with field paths), then handed to `save` (PUT /api/events/{id}/sections/{section}).
import { Alert, Button, Flex, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { consoleTexts, sectionTitles } from '@shared/results/console-texts';
import { messages, toastDurations } from '@shared/core/messages';
import type { EventSectionName } from '@shared/results/event-sections';
import { ApiError } from '@web/lib/api-client';
import { checkSectionJson, problemLine, type SectionProblems } from '@web/lib/section-check';
import { useToast } from '@web/lib/toasts';
import { useUnsavedChanges } from '@web/lib/unsaved-changes';

const pretty = (value: unknown) => JSON.stringify(value, null, 2) ?? '';

/** The API's 400 names the same paths the local check does; anything else is a toast. */
function serverProblems(error: unknown): SectionProblems | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body.fields) return null;
  return { kind: 'shape', lines: Object.entries(error.body.fields).map(([path, message]) => problemLine(path === '_' ? '' : path, message)) };
}

export interface JsonSectionEditorProps {
  section: EventSectionName;
  value: unknown;
  /** Stores the section and answers it as saved. */
  save: (data: unknown) => Promise<unknown>;
  onSaved: (data: unknown) => void;
  /** Words a failure that is not a 400 with fields. */
  failureText: (error: unknown) => string;
}

export function JsonSectionEditor({ section, value, save, onSaved, failureText }: JsonSectionEditorProps) {
  const [text, setText] = useState(() => pretty(value));
  const [problems, setProblems] = useState<SectionProblems | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedText, setSavedText] = useState(() => pretty(value));
  const toast = useToast();
  useUnsavedChanges(text !== savedText);

  async function submit() {
    const check = checkSectionJson(section, text);
    if (!check.ok) {
      setProblems(check.problems);
      return;
    }
    setProblems(null);
    setSaving(true);
    try {
      const saved = await save(check.data);
      setText(pretty(saved));
      setSavedText(pretty(saved));
      onSaved(saved);
      toast(consoleTexts.sectionSaved(sectionTitles[section]));
    } catch (error) {
      const fromServer = serverProblems(error);
      if (fromServer) setProblems(fromServer);
      else toast(failureText(error), toastDurations.long);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Flex direction="column" gap="0.75rem">
      <TextAreaField
        label={sectionTitles[section]}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={20}
        spellCheck={false}
        fontFamily="monospace"
        fontSize="small"
        hasError={problems !== null}
      />
      {problems && (
        <Alert variation="error" role="alert" heading={problems.kind === 'shape' ? consoleTexts.schemaProblems : undefined}>
          {problems.kind === 'json' ? (
            problems.lines.join(' ')
          ) : (
            <ul>
              {problems.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <Button variation="primary" alignSelf="flex-start" onClick={() => void submit()} isLoading={saving} loadingText={messages.loading}>
        {consoleTexts.save}
      </Button>
    </Flex>
  );
}

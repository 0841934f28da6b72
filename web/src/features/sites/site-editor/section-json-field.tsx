// Any section type without its own form, as JSON: applied to the draft only once it parses and passes
// the section schema; until then the schema's Spanish messages say what to fix.
import { Alert, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { siteSectionSchema, type SiteSection } from '../../../../../shared/sites/site-schema';
import { siteEditorTexts } from '../../../../../shared/sites/site-editor-texts';
import { issueLines, problemText } from './site-problems';

const texts = siteEditorTexts.fields;

function check(text: string): { section: SiteSection } | { problems: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problems: [texts.badJson] };
  }
  const parsed = siteSectionSchema.safeParse(value);
  return parsed.success ? { section: parsed.data } : { problems: issueLines(parsed.error.issues).map(problemText) };
}

export function SectionJsonField({ section, onChange }: { section: SiteSection; onChange: (next: SiteSection) => void }) {
  const [text, setText] = useState(() => JSON.stringify(section, null, 2));
  const [problems, setProblems] = useState<string[]>([]);
  return (
    <>
      <TextAreaField
        label={texts.json}
        descriptiveText={texts.jsonNote}
        rows={12}
        spellCheck={false}
        fontFamily="monospace"
        fontSize="small"
        value={text}
        hasError={problems.length > 0}
        onChange={(event) => {
          setText(event.target.value);
          const result = check(event.target.value);
          if ('section' in result) {
            setProblems([]);
            onChange(result.section);
          } else setProblems(result.problems);
        }}
      />
      {problems.length > 0 && (
        <Alert variation="error">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}

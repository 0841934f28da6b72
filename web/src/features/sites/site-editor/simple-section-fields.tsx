// The fields of the small sections: a download button (its text and the file's address), another page
// of the site inserted here (picked from the site's pages), and the not-found message (no fields).
import { SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import type { SectionFieldsProps } from './section-fields';

const texts = siteEditorTexts.fields;

export function DownloadFields({ section, onChange, problems }: SectionFieldsProps<'download'>) {
  return (
    <>
      <TextField label={texts.buttonText} value={section.text} maxLength={80} onChange={(event) => onChange({ ...section, text: event.target.value })} {...problems('text')} />
      <TextField label={texts.fileUrl} value={section.url} maxLength={500} onChange={(event) => onChange({ ...section, url: event.target.value })} {...problems('url')} />
    </>
  );
}

export function InsertViewFields({ section, onChange, problems, pageNames }: SectionFieldsProps<'insertView'> & { pageNames: readonly string[] }) {
  if (pageNames.length === 0) return <Text color="font.warning">{texts.noPages}</Text>;
  // A page since deleted or renamed stays listed, so the select shows what the section holds.
  const options = pageNames.includes(section.page) ? pageNames : [section.page, ...pageNames];
  return (
    <SelectField label={texts.page} value={section.page} onChange={(event) => onChange({ ...section, page: event.target.value })} {...problems('page')}>
      {options.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}

export function NotFoundFields() {
  return <Text fontSize="small">{texts.notFoundNote}</Text>;
}

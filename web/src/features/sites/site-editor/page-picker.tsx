// Which page is edited (Inicio, the named pages, the not-found page), and adding or deleting a named page.
import { Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { pageNameSchema, type SiteContent } from '@shared/sites/site-schema';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import { HOME_PAGE, NOT_FOUND_PAGE, withoutPage, withPage, type PageKey } from './site-draft';

const texts = siteEditorTexts.pages;

interface PagePickerProps {
  content: SiteContent;
  selected: PageKey;
  onSelect: (key: PageKey) => void;
  onChange: (next: SiteContent) => void;
}

export function PagePicker({ content, selected, onSelect, onChange }: PagePickerProps) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const names = Object.keys(content.pages);
  const isNamed = selected !== HOME_PAGE && selected !== NOT_FOUND_PAGE;

  function add() {
    const check = pageNameSchema.safeParse(name);
    const message = check.error?.issues[0]?.message ?? (Object.hasOwn(content.pages, name) ? texts.exists : null);
    setProblem(message);
    if (message) return;
    onChange(withPage(content, name, { title: '', sections: [] }));
    onSelect(name);
    setName('');
  }

  function remove() {
    if (!window.confirm(texts.confirmRemove(selected))) return;
    onChange(withoutPage(content, selected));
    onSelect(HOME_PAGE);
  }

  return (
    <Flex direction="column" gap="0.5rem">
      <Flex alignItems="flex-end" gap="0.5rem" wrap="wrap">
        <SelectField label={texts.label} value={selected} onChange={(event) => onSelect(event.target.value)}>
          <option value={HOME_PAGE}>{texts.home}</option>
          {names.map((page) => (
            <option key={page} value={page}>
              {page}
            </option>
          ))}
          <option value={NOT_FOUND_PAGE}>{texts.notFound}</option>
        </SelectField>
        {isNamed && (
          <Button size="small" variation="destructive" onClick={remove}>
            {texts.remove}
          </Button>
        )}
      </Flex>
      <Flex alignItems="flex-start" gap="0.5rem" wrap="wrap">
        <TextField
          label={texts.newName}
          value={name}
          onChange={(event) => setName(event.target.value)}
          hasError={problem !== null}
          errorMessage={problem ?? undefined}
        />
        <Button size="small" marginTop="1.75rem" onClick={add}>
          {texts.add}
        </Button>
      </Flex>
    </Flex>
  );
}

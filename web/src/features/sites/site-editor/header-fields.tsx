// The header's fields: its logo and its menu of links (text and address), added and removed one by one.
import { Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { siteEditorTexts } from '../../../../../shared/sites/site-editor-texts';
import type { SectionOf } from '../organizer-web/section-types';

const texts = siteEditorTexts.fields;
type Header = SectionOf<'header'>;
type MenuItem = Header['menu'][number];

export function HeaderFields({ section, onChange }: { section: Header; onChange: (next: Header) => void }) {
  const setItem = (index: number, patch: Partial<MenuItem>) =>
    onChange({ ...section, menu: section.menu.map((item, at) => (at === index ? { ...item, ...patch } : item)) });
  return (
    <>
      <TextField label={texts.logo} value={section.logo} onChange={(event) => onChange({ ...section, logo: event.target.value })} />
      <Heading level={6}>{texts.menu}</Heading>
      {section.menu.map((item, index) => (
        <Flex key={index} alignItems="flex-end" gap="0.5rem" wrap="wrap">
          <TextField label={texts.menuText} value={item.text} maxLength={80} onChange={(event) => setItem(index, { text: event.target.value })} />
          <TextField label={texts.menuUrl} value={item.url} onChange={(event) => setItem(index, { url: event.target.value })} />
          <Button size="small" onClick={() => onChange({ ...section, menu: section.menu.filter((_, at) => at !== index) })}>
            {texts.removeMenuItem}
          </Button>
        </Flex>
      ))}
      <Button size="small" alignSelf="flex-start" isDisabled={section.menu.length >= 12} onClick={() => onChange({ ...section, menu: [...section.menu, { text: '', url: '/' }] })}>
        {texts.addMenuItem}
      </Button>
    </>
  );
}

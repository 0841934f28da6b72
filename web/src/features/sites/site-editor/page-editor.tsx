// The chosen page: its title, its sections' list, adding one, and the form of the one being edited.
import { Flex, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { SectionComponent, SiteContent, SiteSection } from '@shared/sites/site-schema';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import { newSection, type SectionContext } from './new-site';
import { SectionForm } from './section-form';
import { SectionList } from './section-list';
import { pageOf, withPage, withSections, type PageKey } from './site-draft';

interface PageEditorProps {
  content: SiteContent;
  page: PageKey;
  context: SectionContext;
  onChange: (next: SiteContent) => void;
}

export function PageEditor({ content, page, context, onChange }: PageEditorProps) {
  const [editing, setEditing] = useState<number | null>(null);
  const current = pageOf(content, page);
  const sections = current.sections;
  const setSections = (next: SiteSection[]) => onChange(withSections(content, page, next));
  const edited = editing === null ? undefined : sections[editing];
  // A page drawn inside itself would draw nothing: it is not offered to its own insertView sections.
  const otherPages = Object.keys(content.pages).filter((name) => name !== page);

  function add(component: SectionComponent) {
    setSections([...sections, newSection(component, { ...context, pageNames: otherPages })]);
    setEditing(sections.length);
  }

  return (
    <Flex direction="column" gap="0.75rem">
      <TextField label={siteEditorTexts.pages.title} value={current.title} maxLength={120} onChange={(event) => onChange(withPage(content, page, { ...current, title: event.target.value }))} />
      <SectionList sections={sections} editing={editing} onEdit={setEditing} onChange={setSections} onAdd={add} />
      {edited && editing !== null && (
        <SectionForm
          key={`${page}/${editing}/${edited.component}`}
          section={edited}
          pageNames={otherPages}
          onChange={(section) => setSections(sections.map((each, at) => (at === editing ? section : each)))}
        />
      )}
    </Flex>
  );
}

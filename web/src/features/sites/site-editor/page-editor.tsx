// The chosen page's sections: their list, adding one, and the form of the one being edited.
import { Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { SectionComponent, SiteContent, SiteSection } from '../../../../../shared/sites/site-schema';
import { newSection, type SectionContext } from './new-site';
import { SectionForm } from './section-form';
import { SectionList } from './section-list';
import { pageOf, withSections, type PageKey } from './site-draft';

interface PageEditorProps {
  content: SiteContent;
  page: PageKey;
  context: SectionContext;
  onChange: (next: SiteContent) => void;
}

export function PageEditor({ content, page, context, onChange }: PageEditorProps) {
  const [editing, setEditing] = useState<number | null>(null);
  const sections = pageOf(content, page).sections;
  const setSections = (next: SiteSection[]) => onChange(withSections(content, page, next));
  const edited = editing === null ? undefined : sections[editing];

  function add(component: SectionComponent) {
    setSections([...sections, newSection(component, context)]);
    setEditing(sections.length);
  }

  return (
    <Flex direction="column" gap="0.75rem">
      <SectionList sections={sections} editing={editing} onEdit={setEditing} onChange={setSections} onAdd={add} />
      {edited && editing !== null && (
        <SectionForm
          key={`${page}/${editing}/${edited.component}`}
          section={edited}
          onChange={(section) => setSections(sections.map((each, at) => (at === editing ? section : each)))}
        />
      )}
    </Flex>
  );
}

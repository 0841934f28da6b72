// The edited page's sections in order, each with its type, a summary and its moves; and adding one.
import { Badge, Button, Flex, Heading, SelectField, Text, View } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { SectionComponent, SiteSection } from '@shared/sites/site-schema';
import { sectionNames, siteEditorTexts } from '@shared/sites/site-editor-texts';
import { moveItem } from './site-draft';
import { sectionSummary } from './section-summary';

const texts = siteEditorTexts.sections;
const COMPONENTS = Object.keys(sectionNames) as SectionComponent[];

interface SectionListProps {
  sections: SiteSection[];
  editing: number | null;
  onEdit: (index: number | null) => void;
  onChange: (sections: SiteSection[]) => void;
  onAdd: (component: SectionComponent) => void;
}

export function SectionList({ sections, editing, onEdit, onChange, onAdd }: SectionListProps) {
  const [component, setComponent] = useState<SectionComponent>('title');
  const replace = (index: number, section: SiteSection) => onChange(sections.map((each, at) => (at === index ? section : each)));

  function remove(index: number, section: SiteSection) {
    if (!window.confirm(texts.confirmRemove(sectionNames[section.component]))) return;
    onChange(sections.filter((_, at) => at !== index));
    onEdit(null);
  }

  function move(index: number, step: -1 | 1) {
    onChange(moveItem(sections, index, step));
    if (editing === index) onEdit(index + step);
  }

  return (
    <Flex direction="column" gap="0.5rem">
      <Heading level={3} fontSize="large">{texts.heading}</Heading>
      {sections.length === 0 && <Text>{texts.empty}</Text>}
      <ol aria-label={texts.heading} style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {sections.map((section, index) => (
          <li key={index} style={{ marginBottom: '0.5rem' }}>
            <View border={editing === index ? '2px solid' : '1px solid'} borderColor="border.primary" borderRadius="small" padding="0.5rem">
              <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.25rem">
                <Text>
                  <strong>{sectionNames[section.component]}</strong> {sectionSummary(section)} {section.hide && <Badge size="small">{texts.hidden}</Badge>}
                </Text>
                <Flex gap="0.25rem" wrap="wrap">
                  <Button size="small" onClick={() => onEdit(editing === index ? null : index)}>
                    {editing === index ? texts.close : texts.edit}
                  </Button>
                  <Button size="small" isDisabled={index === 0} onClick={() => move(index, -1)}>
                    {texts.up}
                  </Button>
                  <Button size="small" isDisabled={index === sections.length - 1} onClick={() => move(index, 1)}>
                    {texts.down}
                  </Button>
                  <Button size="small" onClick={() => replace(index, { ...section, hide: !section.hide })}>
                    {section.hide ? texts.show : texts.hide}
                  </Button>
                  <Button size="small" variation="destructive" onClick={() => remove(index, section)}>
                    {texts.remove}
                  </Button>
                </Flex>
              </Flex>
            </View>
          </li>
        ))}
      </ol>
      <Flex alignItems="flex-end" gap="0.5rem" wrap="wrap">
        <SelectField label={texts.type} value={component} onChange={(event) => setComponent(event.target.value as SectionComponent)}>
          {COMPONENTS.map((each) => (
            <option key={each} value={each}>
              {sectionNames[each]}
            </option>
          ))}
        </SelectField>
        <Button size="small" onClick={() => onAdd(component)}>
          {texts.add}
        </Button>
      </Flex>
    </Flex>
  );
}

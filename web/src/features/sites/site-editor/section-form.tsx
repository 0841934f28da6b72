// Editing one section: the layout every type shares (width, padding, id), then its type's own fields.
import { Flex, Heading, SelectField, TextField, View } from '@aws-amplify/ui-react';
import type { SiteSection } from '../../../../../shared/sites/site-schema';
import { sectionNames, siteEditorTexts } from '../../../../../shared/sites/site-editor-texts';
import { numberOf } from './field-values';
import { HeaderFields } from './header-fields';
import { BannerFields, ImageSectionFields, SpaceFields, VideoFields } from './media-section-fields';
import { SectionJsonField } from './section-json-field';
import { CountdownFields, RegistrationFields, TextWithTitleFields, TitleFields } from './text-section-fields';

const texts = siteEditorTexts.layout;
const WIDTHS = [1, 2, 3, 4, 5, 6] as const;

interface SectionFormProps {
  section: SiteSection;
  onChange: (next: SiteSection) => void;
}

function TypeFields({ section, onChange }: SectionFormProps) {
  switch (section.component) {
    case 'title':
      return <TitleFields section={section} onChange={onChange} />;
    case 'textWithTitle':
      return <TextWithTitleFields section={section} onChange={onChange} />;
    case 'countdown':
      return <CountdownFields section={section} onChange={onChange} />;
    case 'registration':
      return <RegistrationFields section={section} onChange={onChange} />;
    case 'banner':
      return <BannerFields section={section} onChange={onChange} />;
    case 'image':
      return <ImageSectionFields section={section} onChange={onChange} />;
    case 'video':
      return <VideoFields section={section} onChange={onChange} />;
    case 'space':
      return <SpaceFields section={section} onChange={onChange} />;
    case 'header':
      return <HeaderFields section={section} onChange={onChange} />;
    default:
      return <SectionJsonField section={section} onChange={onChange} />;
  }
}

export function SectionForm({ section, onChange }: SectionFormProps) {
  return (
    <View as="section" aria-label={sectionNames[section.component]} border="1px solid" borderColor="border.secondary" borderRadius="small" padding="0.75rem">
      <Flex direction="column" gap="0.75rem">
        <Heading level={5}>{sectionNames[section.component]}</Heading>
        <TypeFields section={section} onChange={onChange} />
        <Flex wrap="wrap" gap="0.75rem">
          <SelectField label={texts.width} value={String(section.width)} onChange={(event) => onChange({ ...section, width: Number(event.target.value) })}>
            {WIDTHS.map((width) => (
              <option key={width} value={width}>
                {texts.widths[width]}
              </option>
            ))}
          </SelectField>
          <TextField type="number" label={texts.padding} width="8rem" value={String(section.padding)} onChange={(event) => onChange({ ...section, padding: numberOf(event.target.value) })} />
          <TextField label={texts.sectionId} value={section.sectionID} maxLength={60} onChange={(event) => onChange({ ...section, sectionID: event.target.value })} />
        </Flex>
      </Flex>
    </View>
  );
}

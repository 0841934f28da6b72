// Editing one section: the layout every type shares (width, padding, id), then its type's own fields,
// each showing the schema's message while its value fails it.
import { Flex, Heading, SelectField, TextField, View } from '@aws-amplify/ui-react';
import { useMemo } from 'react';
import { siteSectionSchema, type SiteSection } from '@shared/sites/site-schema';
import { sectionNames, siteEditorTexts } from '@shared/sites/site-editor-texts';
import { EventListFields, EventWebFields, ResultsFields, ResultViewFields } from './event-section-fields';
import { problemsOf, type ProblemAt } from './field-problems';
import { numberOf } from './field-values';
import { FormSectionFields } from './form-section-fields';
import { GalleryFields } from './gallery-fields';
import { HeaderFields } from './header-fields';
import { InfoBoxesFields } from './info-boxes-fields';
import { FooterFields, SocialMediaFields } from './link-section-fields';
import { BannerFields, ImageSectionFields, SpaceFields, VideoFields } from './media-section-fields';
import { DownloadFields, InsertViewFields, NotFoundFields } from './simple-section-fields';
import { CountdownFields, RegistrationFields, TextWithTitleFields, TitleFields } from './text-section-fields';

const texts = siteEditorTexts.layout;
const WIDTHS = [1, 2, 3, 4, 5, 6] as const;

interface SectionFormProps {
  section: SiteSection;
  onChange: (next: SiteSection) => void;
  /** The site's other pages, which an insertView section may draw. */
  pageNames: readonly string[];
}

function TypeFields({ section, onChange, pageNames, problems }: SectionFormProps & { problems: ProblemAt }) {
  const props = { onChange, problems };
  switch (section.component) {
    case 'title':
      return <TitleFields section={section} {...props} />;
    case 'textWithTitle':
      return <TextWithTitleFields section={section} {...props} />;
    case 'countdown':
      return <CountdownFields section={section} {...props} />;
    case 'registration':
      return <RegistrationFields section={section} {...props} />;
    case 'form':
      return <FormSectionFields section={section} {...props} />;
    case 'banner':
      return <BannerFields section={section} {...props} />;
    case 'image':
      return <ImageSectionFields section={section} {...props} />;
    case 'video':
      return <VideoFields section={section} {...props} />;
    case 'space':
      return <SpaceFields section={section} {...props} />;
    case 'header':
      return <HeaderFields section={section} {...props} />;
    case 'infoBoxes':
      return <InfoBoxesFields section={section} {...props} />;
    case 'footer':
      return <FooterFields section={section} {...props} />;
    case 'socialMedia':
      return <SocialMediaFields section={section} {...props} />;
    case 'gallery':
      return <GalleryFields section={section} {...props} />;
    case 'eventList':
      return <EventListFields section={section} {...props} />;
    case 'eventWeb':
      return <EventWebFields section={section} {...props} />;
    case 'resultView':
      return <ResultViewFields section={section} {...props} />;
    case 'results':
      return <ResultsFields section={section} {...props} />;
    case 'download':
      return <DownloadFields section={section} {...props} />;
    case 'insertView':
      return <InsertViewFields section={section} pageNames={pageNames} {...props} />;
    case 'notFound':
      return <NotFoundFields />;
  }
}

export function SectionForm({ section, onChange, pageNames }: SectionFormProps) {
  const problems = useMemo(() => problemsOf(siteSectionSchema, section), [section]);
  return (
    <View as="section" aria-label={sectionNames[section.component]} border="1px solid" borderColor="border.secondary" borderRadius="small" padding="0.75rem">
      <Flex direction="column" gap="0.75rem">
        <Heading level={3} fontSize="large">{sectionNames[section.component]}</Heading>
        <TypeFields section={section} onChange={onChange} pageNames={pageNames} problems={problems} />
        <Flex wrap="wrap" gap="0.75rem">
          <SelectField label={texts.width} value={String(section.width)} onChange={(event) => onChange({ ...section, width: Number(event.target.value) })}>
            {WIDTHS.map((width) => (
              <option key={width} value={width}>
                {texts.widths[width]}
              </option>
            ))}
          </SelectField>
          <TextField type="number" label={texts.padding} width="8rem" value={String(section.padding)} onChange={(event) => onChange({ ...section, padding: numberOf(event.target.value) })} {...problems('padding')} />
          <TextField label={texts.sectionId} value={section.sectionID} maxLength={60} onChange={(event) => onChange({ ...section, sectionID: event.target.value })} {...problems('sectionID')} />
        </Flex>
      </Flex>
    </View>
  );
}

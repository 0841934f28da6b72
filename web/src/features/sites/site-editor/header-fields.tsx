// The header's fields: its logo (an address or an upload), its menu of links and its call to action.
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import { ImageUrlField } from './image-url-field';
import { LinkListFields, OptionalLinkFields } from './link-fields';
import type { SectionFieldsProps } from './section-fields';

const texts = siteEditorTexts.fields;

export function HeaderFields({ section, onChange, problems }: SectionFieldsProps<'header'>) {
  return (
    <>
      <ImageUrlField label={texts.logo} value={section.logo} onChange={(logo) => onChange({ ...section, logo })} problem={problems('logo')} />
      <LinkListFields heading={texts.menu} links={section.menu} onChange={(menu) => onChange({ ...section, menu })} path="menu" problems={problems} />
      <OptionalLinkFields
        link={section.callToAction}
        onChange={(callToAction) => onChange({ ...section, callToAction })}
        starter={{ text: siteEditorTexts.sections.callToAction, url: '/' }}
        path="callToAction"
        problems={problems}
        textLabel={texts.buttonText}
        urlLabel={texts.buttonUrl}
      />
    </>
  );
}

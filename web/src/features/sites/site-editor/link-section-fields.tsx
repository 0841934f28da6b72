// The fields of the sections made of links: the footer (Markdown text and links) and the social
// networks (a network and its https address each).
import { Flex, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { SOCIAL_NETWORKS } from '@shared/sites/site-schema';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import { rendererTexts } from '../organizer-web/renderer-texts';
import type { SectionOf } from '../organizer-web/section-types';
import { ItemList } from './item-list';
import { LinkListFields } from './link-fields';
import type { SectionFieldsProps } from './section-fields';

const texts = siteEditorTexts.fields;
type NetworkLink = SectionOf<'socialMedia'>['links'][number];
/** The schema's bound on a section's networks. */
const MAX_NETWORKS = 10;

export function FooterFields({ section, onChange, problems }: SectionFieldsProps<'footer'>) {
  return (
    <>
      <TextAreaField label={texts.body} descriptiveText={texts.markdownNote} rows={5} value={section.body} onChange={(event) => onChange({ ...section, body: event.target.value })} />
      <LinkListFields heading={texts.links} links={section.links} onChange={(links) => onChange({ ...section, links })} path="links" problems={problems} />
    </>
  );
}

export function SocialMediaFields({ section, onChange, problems }: SectionFieldsProps<'socialMedia'>) {
  return (
    <ItemList<NetworkLink>
      heading={texts.networks}
      items={section.links}
      onChange={(links) => onChange({ ...section, links })}
      itemName={(index) => `${texts.network} ${index + 1}`}
      addText={texts.addNetwork}
      newItem={() => ({ network: 'instagram', url: 'https://' })}
      max={MAX_NETWORKS}
      problem={problems('links')}
    >
      {(link, index, setLink) => (
        <Flex alignItems="flex-start" gap="0.5rem" wrap="wrap">
          <SelectField label={texts.network} value={link.network} onChange={(event) => setLink({ ...link, network: event.target.value as NetworkLink['network'] })}>
            {SOCIAL_NETWORKS.map((network) => (
              <option key={network} value={network}>
                {rendererTexts.networks[network]}
              </option>
            ))}
          </SelectField>
          <TextField
            label={texts.networkUrl}
            type="url"
            value={link.url}
            maxLength={500}
            flex="1 1 14rem"
            onChange={(event) => setLink({ ...link, url: event.target.value })}
            {...problems(`links.${index}.url`)}
          />
        </Flex>
      )}
    </ItemList>
  );
}

// A link's text and address: alone, optional (a header's call to action, a box's button), or as a list
// (a header's menu, a footer's links).
import { CheckboxField, Flex, TextField } from '@aws-amplify/ui-react';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import type { ProblemAt } from './field-problems';
import { ItemList } from './item-list';

const texts = siteEditorTexts.fields;
/** The schema's bound on a menu's and a footer's links. */
const MAX_LINKS = 12;

export interface Link {
  text: string;
  url: string;
}

interface LinkFieldsProps {
  link: Link;
  onChange: (link: Link) => void;
  /** Where the link sits in its section, e.g. 'menu.0' or 'boxes.1.button'. */
  path: string;
  problems: ProblemAt;
  textLabel?: string;
  urlLabel?: string;
}

export function LinkFields({ link, onChange, path, problems, textLabel = texts.menuText, urlLabel = texts.menuUrl }: LinkFieldsProps) {
  return (
    <Flex alignItems="flex-start" gap="0.5rem" wrap="wrap">
      <TextField label={textLabel} value={link.text} maxLength={80} flex="1 1 10rem" onChange={(event) => onChange({ ...link, text: event.target.value })} {...problems(`${path}.text`)} />
      <TextField label={urlLabel} value={link.url} maxLength={500} flex="2 1 14rem" onChange={(event) => onChange({ ...link, url: event.target.value })} {...problems(`${path}.url`)} />
    </Flex>
  );
}

interface OptionalLinkFieldsProps extends Omit<LinkFieldsProps, 'link' | 'onChange'> {
  link: Link | undefined;
  onChange: (link: Link | undefined) => void;
  /** The link a ticked box starts with. */
  starter: Link;
}

/** A button the section may have: a box to tick, then its text and address. */
export function OptionalLinkFields({ link, onChange, starter, ...fields }: OptionalLinkFieldsProps) {
  return (
    <>
      <CheckboxField name={fields.path} label={texts.withButton} checked={link !== undefined} onChange={(event) => onChange(event.target.checked ? starter : undefined)} />
      {link && <LinkFields link={link} onChange={onChange} {...fields} />}
    </>
  );
}

interface LinkListFieldsProps {
  heading: string;
  links: readonly Link[];
  onChange: (links: Link[]) => void;
  /** The list's field in its section: 'menu' or 'links'. */
  path: string;
  problems: ProblemAt;
}

export function LinkListFields({ heading, links, onChange, path, problems }: LinkListFieldsProps) {
  return (
    <ItemList
      heading={heading}
      items={links}
      onChange={onChange}
      itemName={(index) => `${heading} ${index + 1}`}
      addText={texts.addMenuItem}
      newItem={() => ({ text: '', url: '/' })}
      max={MAX_LINKS}
      problem={problems(path)}
    >
      {(link, index, setLink) => <LinkFields link={link} onChange={setLink} path={`${path}.${index}`} problems={problems} />}
    </ItemList>
  );
}

// Title and text-with-title sections: the organizer's words, the body as Markdown without HTML.
import { Flex, Heading } from '@aws-amplify/ui-react';
import type { SectionOf } from './section-types';
import { SiteMarkdown } from './site-markdown';

export function TitleSection({ section }: { section: SectionOf<'title'> }) {
  return (
    <Heading level={2} textAlign={section.align} style={{ overflowWrap: 'anywhere' }}>
      {section.text}
    </Heading>
  );
}

export function TextWithTitleSection({ section }: { section: SectionOf<'textWithTitle'> }) {
  return (
    <Flex direction="column" gap="0.75rem" style={{ overflowWrap: 'anywhere' }}>
      {section.title && <Heading level={2}>{section.title}</Heading>}
      <SiteMarkdown>{section.body}</SiteMarkdown>
    </Flex>
  );
}

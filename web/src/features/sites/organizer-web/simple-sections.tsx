// The sections with next to nothing to draw: empty space, a download button, the default not-found with its way home.
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { siteTexts } from '@shared/sites/site-texts';
import type { SectionOf } from './section-types';
import { SiteLink } from './site-link';

export function SpaceSection({ section }: { section: SectionOf<'space'> }) {
  return <div aria-hidden="true" style={{ height: `${section.height}px` }} />;
}

export function DownloadSection({ section }: { section: SectionOf<'download'> }) {
  return (
    <Flex justifyContent="center">
      <SiteLink url={section.url} look="button">
        {section.text || siteTexts.download}
      </SiteLink>
    </Flex>
  );
}

export function NotFoundSection() {
  return (
    <Flex direction="column" alignItems="center" gap="0.5rem" padding="2rem 0" textAlign="center">
      <Heading level={2}>{siteTexts.notFoundTitle}</Heading>
      <Text>{siteTexts.notFoundText}</Text>
      <SiteLink url="/" look="button">
        {siteTexts.goHome}
      </SiteLink>
    </Flex>
  );
}

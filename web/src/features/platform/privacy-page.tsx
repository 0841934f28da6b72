import { Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import { brand } from '@shared/core/messages';
import { privacyTexts } from '@shared/core/page-texts';
import { Page } from '@web/components/page';

export function PrivacyPage() {
  return (
    <Page title={privacyTexts.title}>
      {privacyTexts.sections.map((section) => (
        <Flex as="section" key={section.title} direction="column" gap="0.5rem">
          <Heading level={2} fontSize="xl">{section.title}</Heading>
          <Text>{section.text}</Text>
        </Flex>
      ))}
      <Text>
        {privacyTexts.requestsTo} <Link href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</Link>
      </Text>
    </Page>
  );
}

import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { navLabels } from '@shared/core/messages';
import { notFoundTexts } from '@shared/core/page-texts';
import { RouterButton } from '@web/components/router-button';

export function NotFoundPage() {
  return (
    <Flex direction="column" alignItems="center" textAlign="center" gap="1rem" padding="4rem 1rem">
      <Heading level={1}>{notFoundTexts.title}</Heading>
      <Text>{notFoundTexts.text}</Text>
      <RouterButton to="/">{navLabels.goHome}</RouterButton>
    </Flex>
  );
}

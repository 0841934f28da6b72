// Any path of the main host that names no page (docs/platform.md): a clear 'not found' inside the
// platform's frame, and the ways on: home and upcoming events.
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { navLabels } from '@shared/core/messages';
import { notFoundTexts } from '@shared/core/page-texts';
import { RouterButton } from '@web/components/router-button';

export function NotFoundPage() {
  return (
    <Flex direction="column" alignItems="center" textAlign="center" gap="1rem" padding="4rem 1rem 5rem">
      <Text as="span" aria-hidden="true" fontSize="5rem" fontWeight="extrabold" lineHeight="1" color="primary.60">
        404
      </Text>
      <Heading level={1} fontSize="xxl">
        {notFoundTexts.title}
      </Heading>
      <Text color="font.secondary">{notFoundTexts.text}</Text>
      <Flex gap="0.75rem" wrap="wrap" justifyContent="center">
        <RouterButton to="/" variation="primary">
          {navLabels.goHome}
        </RouterButton>
        <RouterButton to="/proximos-eventos/">{notFoundTexts.upcoming}</RouterButton>
      </Flex>
    </Flex>
  );
}

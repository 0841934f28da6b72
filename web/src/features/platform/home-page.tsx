import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { homeTexts } from '@shared/core/page-texts';
import { RouterButton } from '@web/components/router-button';

function randomHeadline(): string {
  return homeTexts.headlines[Math.floor(Math.random() * homeTexts.headlines.length)] ?? homeTexts.headlines[0];
}

export function HomePage() {
  // Chosen once per visit, so the headline does not change while the page re-renders.
  const [headline] = useState(randomHeadline);
  return (
    <Flex direction="column" alignItems="center" textAlign="center" gap="1.5rem" padding="4rem 1rem">
      <Heading level={1}>{headline}</Heading>
      <Text fontSize="large" color="font.secondary" maxWidth="560px">
        {homeTexts.subtitle}
      </Text>
      <RouterButton to="/proximos-eventos/" variation="primary">
        {homeTexts.cta}
      </RouterButton>
    </Flex>
  );
}

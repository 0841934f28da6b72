// / (docs/platform.md, docs/design.md): a motivational headline drawn once per visit on the brand's
// hero band, the way to upcoming events and results, and the three things the platform does.
import { Card, Flex, Grid, Heading, Link, Text, View } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { homeTexts } from '@shared/core/page-texts';
import { RouterButton } from '@web/components/router-button';

function randomHeadline(): string {
  return homeTexts.headlines[Math.floor(Math.random() * homeTexts.headlines.length)] ?? homeTexts.headlines[0];
}

export function HomePage() {
  // Chosen once per visit, so the headline does not change while the page re-renders.
  const [headline] = useState(randomHeadline);
  return (
    <>
      <View padding={{ base: '3rem 1rem', medium: '5rem 1rem' }} style={{ background: 'linear-gradient(135deg, #111827 0%, #2b3442 55%, #7f3203 100%)' }}>
        <Flex direction="column" alignItems="flex-start" gap="1.25rem" maxWidth="1120px" margin="0 auto">
          <Heading level={1} color="font.inverse" maxWidth="14em">
            {headline}
          </Heading>
          <Text fontSize="large" color="neutral.40" maxWidth="560px">
            {homeTexts.subtitle}
          </Text>
          <Flex gap="0.75rem" wrap="wrap">
            <RouterButton to="/proximos-eventos/" variation="primary">
              {homeTexts.cta}
            </RouterButton>
            <Link as={RouterLink} to="/resultados/" color="font.inverse" padding="0.5rem 1rem" fontWeight="semibold" border="1px solid" borderColor="neutral.60" borderRadius="small">
              {homeTexts.secondaryCta}
            </Link>
          </Flex>
        </Flex>
      </View>
      <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="1rem" maxWidth="1120px" margin="0 auto" padding="2rem 1rem 3rem">
        {homeTexts.sections.map((section) => (
          <Card key={section.to} variation="elevated" as={RouterLink} to={section.to} style={{ textDecoration: 'none', borderTop: '4px solid var(--amplify-colors-primary-60)' }}>
            <Flex direction="column" gap="0.5rem">
              <Heading level={2} fontSize="xl">
                {section.title}
              </Heading>
              <Text color="font.secondary">{section.text}</Text>
            </Flex>
          </Card>
        ))}
      </Grid>
    </>
  );
}

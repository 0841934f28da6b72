import { Card, Grid, Heading, Link, Text } from '@aws-amplify/ui-react';
import { brand } from '@shared/core/messages';
import { servicesTexts } from '@shared/core/page-texts';
import { Page } from '@web/components/page';

export function ServicesPage() {
  return (
    <Page title={servicesTexts.title}>
      <Text>{servicesTexts.intro}</Text>
      <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="1rem">
        {servicesTexts.services.map((service) => (
          <Card key={service.title} variation="outlined">
            <Heading level={2} fontSize="large">{service.title}</Heading>
            <Text marginTop="0.5rem">{service.text}</Text>
          </Card>
        ))}
      </Grid>
      <Text>{servicesTexts.experience}</Text>
      <Text>
        {servicesTexts.contact} <Link href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</Link>
      </Text>
    </Page>
  );
}

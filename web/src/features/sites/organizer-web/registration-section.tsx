// The event registration section of an organizer web (docs/sites.md §2.10): its button opens the platform's
// registration flow for the event on the organizer's own host. Drawn on its event's web, it is a
// ViewContent for the event's pixel and analytics.
import { Button, Card, Flex, Heading, Image, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { siteTexts } from '@shared/sites/site-texts';
import { eventSchedule } from '@web/lib/event-date';
import { useEventDetail } from '@web/lib/event-detail';
import { eventPaths } from '@web/lib/event-paths';
import { useRegistrationShown } from '@web/lib/event-web-tracking';
import type { SectionOf } from './section-types';

type RegistrationSectionConfig = SectionOf<'registration'>;

const withButton = new Set<RegistrationSectionConfig['render']>(['viewandButton', 'viewFullandButton', 'button']);
const withCard = new Set<RegistrationSectionConfig['render']>(['view', 'viewandButton', 'viewFull', 'viewFullandButton']);
const full = new Set<RegistrationSectionConfig['render']>(['viewFull', 'viewFullandButton']);

export function RegistrationSection({ section }: { section: RegistrationSectionConfig }) {
  useRegistrationShown(section.eventId);
  // Only the renders that show the event read it.
  const detail = useEventDetail(withCard.has(section.render) ? section.eventId : null).data;
  const button = (
    <Button as={Link} to={eventPaths.registration(section.eventId)} variation="primary" alignSelf="flex-start">
      {section.buttonText || siteTexts.registrationButton}
    </Button>
  );
  return (
    <Flex direction="column" gap="0.75rem">
      {section.render === 'image' && section.image && (
        <Link to={eventPaths.registration(section.eventId)}>
          <Image src={section.image} alt={section.buttonText || siteTexts.registrationButton} width="100%" />
        </Link>
      )}
      {withCard.has(section.render) && detail && (
        <Card variation="outlined" backgroundColor="transparent" color="inherit">
          <Heading level={2} fontSize={{ base: 'xl', medium: 'xxl' }}>
            {detail.event.nombreEvento}
          </Heading>
          <Text>{eventSchedule(detail.event)}</Text>
          {full.has(section.render) && (
            <Text>
              {detail.event.lugarEvento}, {detail.event.ciudadEvento}
            </Text>
          )}
        </Card>
      )}
      {withButton.has(section.render) && button}
    </Flex>
  );
}

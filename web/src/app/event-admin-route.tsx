// /eventos-organizador/evento_{id}: the event's admin screen, with the tabs other features give it —
// the desk form, the convocatoria as published, the configuration (event data, timing keys and
// the registration and section forms) and the timer's review queue of doubtful reads, under the way
// into the manual timing app.
import { Flex, Text } from '@aws-amplify/ui-react';
import { manualTimingTexts } from '@shared/timing/manual-timing-texts';
import { ActionCard } from '@web/components/action-card';
import { useParams } from 'react-router-dom';
import { messages } from '@shared/core/messages';
import { consoleTexts } from '@shared/results/console-texts';
import { Page } from '@web/components/page';
import { RouterTextLink } from '@web/components/router-button';
import { parseEventoIndex } from '@web/lib/event-detail';
import { EventAdmin } from '@web/features/event-admin/event-admin-page';
import { ConfigurationTab } from '@web/features/event-config/configuration-tab';
import { EventSetupPanel } from '@web/features/events-console/event-setup-panel';
import { ReadReviewTab } from '@web/features/events-console/read-review-tab';
import { SignedInOnly } from '@web/features/events-console/signed-in-only';
import { DeskRegistrationTab } from '@web/features/registration/desk-registration-tab';
import { ConvocatoriaView } from '@web/features/sites/convocatoria-page';
import { SiteEditor } from '@web/features/sites/site-editor/site-editor';

export function EventAdminRoute() {
  const eventId = parseEventoIndex(useParams().eventoIndex);
  return (
    <Page wide>
      <Flex>
        <RouterTextLink to="/eventos-organizador/">{consoleTexts.myEvents}</RouterTextLink>
      </Flex>
      <SignedInOnly>
        {eventId === null ? (
          <Text>{messages.notFound}</Text>
        ) : (
          <EventAdmin
            eventId={eventId}
            slots={{
              convocatoria: () => <ConvocatoriaView eventId={eventId} />,
              formulario: (access) => <DeskRegistrationTab eventId={eventId} perfil={access.access} />,
              configuracion: (access) => (
                <Flex direction="column" gap="1rem">
                  <EventSetupPanel eventId={eventId} showTimingKeys={access.actions.includes('timing')} />
                  <ConfigurationTab eventId={eventId} />
                </Flex>
              ),
              web: () => <SiteEditor eventId={eventId} />,
              revision: (access) => (
                <Flex direction="column" gap="1rem">
                  {access.actions.includes('recordTimes') && (
                    <ActionCard
                      title={manualTimingTexts.appName}
                      headingLevel={2}
                      text={manualTimingTexts.openAppHint}
                      links={[{ to: `/cronometraje/evento_${eventId}`, label: manualTimingTexts.openApp }]}
                    />
                  )}
                  <ReadReviewTab eventId={eventId} />
                </Flex>
              ),
            }}
          />
        )}
      </SignedInOnly>
    </Page>
  );
}

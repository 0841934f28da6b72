// /eventos-organizador/evento_{id}: the event's data, its sections as JSON, and its timing keys.
// The timing-keys call doubles as the permission check: the API answers 403 to anyone without a
// role on the event, and then nothing else is shown.
import { Alert, Card, Flex, Heading, Tabs, Text } from '@aws-amplify/ui-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { consoleTexts, sectionTitles } from '../../../../shared/results/console-texts';
import { eventApiMessages } from '../../../../shared/results/results-texts';
import { messages } from '../../../../shared/core/messages';
import type { EventInfo } from '../../../../shared/results/event-schemas';
import { EVENT_SECTION_NAMES, type EventSectionName } from '../../../../shared/results/event-sections';
import { LoadingView } from '../../components/loading-view';
import { Page } from '../../components/page';
import { RouterTextLink } from '../../components/router-button';
import { eventDetailKey, parseEventoIndex, useEventDetail, type EventDetail } from '../../lib/event-detail';
import { useToast } from '../../lib/toasts';
import { fetchTimingKeys, myEventsKey, timingKeysKey, updateEvent } from './console-api';
import { consoleFailure, isForbidden } from './console-failure';
import { EventInfoForm, eventInfoOf } from './event-info-form';
import { SectionEditor } from './section-editor';
import { SignedInOnly } from './signed-in-only';
import { TimingKeysPanel } from './timing-keys-panel';

function EventConsole({ eventId }: { eventId: number }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const keys = useQuery({
    queryKey: timingKeysKey(eventId),
    queryFn: () => fetchTimingKeys(eventId),
    retry: (failures, error) => !isForbidden(error) && failures < 1,
  });
  const detail = useEventDetail(eventId);

  if (isForbidden(keys.error)) return <Alert variation="error">{eventApiMessages.notAuthorizedForEvent}</Alert>;
  const error = keys.error ?? detail.error;
  if (error) return <Text>{consoleFailure(error)}</Text>;
  if (!keys.data || !detail.data) return <LoadingView />;

  const patchDetail = (patch: (old: EventDetail) => EventDetail) =>
    queryClient.setQueryData<EventDetail>(eventDetailKey(eventId), (old) => old && patch(old));

  async function saveInfo(info: EventInfo) {
    const event = await updateEvent(eventId, info);
    patchDetail((old) => ({ ...old, event }));
    void queryClient.invalidateQueries({ queryKey: myEventsKey });
    toast(consoleTexts.infoSaved);
  }

  const sectionSaved = (section: EventSectionName) => (data: unknown) =>
    patchDetail((old) => ({ ...old, sections: { ...old.sections, [section]: data } }));

  const { event, sections } = detail.data;
  return (
    <>
      <Heading level={3}>{event.nombreEvento}</Heading>
      <Card variation="outlined" data-testid="event-info">
        <Heading level={4} marginBottom="1rem">
          {consoleTexts.infoTitle}
        </Heading>
        <EventInfoForm defaultValues={eventInfoOf(event)} submitLabel={consoleTexts.save} onSave={saveInfo} />
      </Card>
      <Card variation="outlined">
        <Heading level={4} marginBottom="1rem">
          {consoleTexts.sectionsTitle}
        </Heading>
        <Tabs.Container defaultValue={EVENT_SECTION_NAMES[0]}>
          <Tabs.List spacing="relative" wrap="wrap">
            {EVENT_SECTION_NAMES.map((section) => (
              <Tabs.Item key={section} value={section}>
                {sectionTitles[section]}
              </Tabs.Item>
            ))}
          </Tabs.List>
          {EVENT_SECTION_NAMES.map((section) => (
            <Tabs.Panel key={section} value={section}>
              <SectionEditor eventId={eventId} section={section} value={sections[section]} onSaved={sectionSaved(section)} />
            </Tabs.Panel>
          ))}
        </Tabs.Container>
      </Card>
      <TimingKeysPanel eventId={eventId} keys={keys.data} />
    </>
  );
}

export function EventConsolePage() {
  const eventId = parseEventoIndex(useParams().eventoIndex);
  return (
    <Page>
      <Flex>
        <RouterTextLink to="/eventos-organizador/">{consoleTexts.myEvents}</RouterTextLink>
      </Flex>
      <SignedInOnly>{eventId === null ? <Text>{messages.notFound}</Text> : <EventConsole eventId={eventId} />}</SignedInOnly>
    </Page>
  );
}

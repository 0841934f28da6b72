// The event's own data and, for profiles that time the race, its timing keys; then the results widget's
// snippets and the open feed's addresses: the first part of the admin screen's Configuración tab.
import { Card, Heading, Text } from '@aws-amplify/ui-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleTexts } from '@shared/results/console-texts';
import type { EventInfo } from '@shared/results/event-schemas';
import { LoadingView } from '@web/components/loading-view';
import { eventDetailKey, useEventDetail, type EventDetail } from '@web/lib/event-detail';
import { useToast } from '@web/lib/toasts';
import { fetchTimingKeys, myEventsKey, timingKeysKey, updateEvent } from './console-api';
import { consoleFailure } from './console-failure';
import { EventInfoForm, eventInfoOf } from './event-info-form';
import { ResultsFeedPanel } from './results-feed-panel';
import { TimingKeysPanel } from './timing-keys-panel';

function TimingKeys({ eventId }: { eventId: number }) {
  const keys = useQuery({ queryKey: timingKeysKey(eventId), queryFn: () => fetchTimingKeys(eventId) });
  if (keys.error) return <Text>{consoleFailure(keys.error)}</Text>;
  if (!keys.data) return <LoadingView />;
  return <TimingKeysPanel eventId={eventId} keys={keys.data} />;
}

export function EventSetupPanel({ eventId, showTimingKeys }: { eventId: number; showTimingKeys: boolean }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const detail = useEventDetail(eventId);
  if (detail.error) return <Text>{consoleFailure(detail.error)}</Text>;
  if (!detail.data) return <LoadingView />;

  async function saveInfo(info: EventInfo) {
    const event = await updateEvent(eventId, info);
    queryClient.setQueryData<EventDetail>(eventDetailKey(eventId), (old) => old && { ...old, event });
    void queryClient.invalidateQueries({ queryKey: myEventsKey });
    toast(consoleTexts.infoSaved);
  }

  return (
    <>
      <Card variation="outlined" data-testid="event-info">
        <Heading level={2} fontSize="xl" marginBottom="1rem">
          {consoleTexts.infoTitle}
        </Heading>
        <EventInfoForm defaultValues={eventInfoOf(detail.data.event)} submitLabel={consoleTexts.save} onSave={saveInfo} />
      </Card>
      {showTimingKeys && <TimingKeys eventId={eventId} />}
      <ResultsFeedPanel eventId={eventId} nombreEvento={detail.data.event.nombreEvento} firstModality={detail.data.sections.modalidades[0]?.codigoModalidad} />
    </>
  );
}

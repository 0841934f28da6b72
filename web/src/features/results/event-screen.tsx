// The frame of every one-event page: reads evento_{id} from the route, loads the event and its
// public sections, and shows 'Cargando' or the Spanish error until they are there.
import { Flex, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { messages } from '@shared/core/messages';
import { LoadingView } from '@web/components/loading-view';
import { errorMessage } from '@web/lib/error-message';
import { parseEventoIndex, useEventDetail, type EventDetail } from '@web/lib/event-detail';

export function EventScreen({ children }: { children: (detail: EventDetail) => ReactNode }) {
  const { eventoIndex } = useParams();
  const eventId = parseEventoIndex(eventoIndex);
  const query = useEventDetail(eventId);

  let content: ReactNode;
  if (eventId === null) content = <Text role="alert">{messages.notFound}</Text>;
  else if (query.data) content = children(query.data);
  else if (query.isError) content = <Text role="alert">{errorMessage(query.error)}</Text>;
  else content = <LoadingView />;

  return (
    <Flex direction="column" gap="1.25rem" maxWidth="960px" margin="0 auto" padding="1.5rem 1rem 3rem">
      {content}
    </Flex>
  );
}

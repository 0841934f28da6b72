// The signed-in part of a reto's athlete page (docs/retos.md §2.6): the message buttons once registered
// and the five-step stepper. Its own module, evaluated only once the reto's card is drawn
// (docs/architecture.md, "First views"): the card never waits for the steps' code.
import { Text } from '@aws-amplify/ui-react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ParticipationView } from '@shared/retos/participation';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { LoadingView } from '@web/components/loading-view';
import { useDeferredArrival } from '@web/lib/deferred-arrival';
import { RetoMessageButtons } from './chat/reto-message-buttons';
import { participationKey } from './participation-api';
import { retoFailureText } from './reto-failure-text';
import { RetoStepper } from './reto-stepper';

export interface ParticipationProps {
  eventId: string;
  reto: VirtualEventView;
  participation: UseQueryResult<ParticipationView | null>;
  code: string;
}

export function RetoParticipation({ eventId, reto, participation, code }: ParticipationProps) {
  const queryClient = useQueryClient();
  // The stepper is first built in short slices; later changes (a payment, a step) show at once.
  const view = useDeferredArrival(participation.data);
  const onParticipation = useCallback((next: ParticipationView) => queryClient.setQueryData(participationKey(eventId), next), [queryClient, eventId]);
  if (participation.error) return <Text>{retoFailureText(participation.error)}</Text>;
  if (view === undefined) return <LoadingView />;
  return (
    <>
      {view && <RetoMessageButtons eventId={eventId} />}
      <RetoStepper reto={reto} participation={view} onParticipation={onParticipation} initialCode={code} />
    </>
  );
}

// /retos/{eventID} and /retos/{eventID}/code/{code} (docs/platform.md §2.1, docs/retos.md §2.6): the athlete's page of a reto,
// its card for anyone (carried by the page's document, so it draws before the session is read), and
// for signed-in athletes the message buttons once registered and the five-step stepper, the code of a
// shared link already written; an id that names no reto answers 'El Id del evento ingresado no existe o
// el evento ya no está abierto al público'.
import { Text } from '@aws-amplify/ui-react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { ParticipationView } from '@shared/retos/participation';
import { retoApiPath } from '@shared/retos/reto-api-path';
import { retoMessages, type VirtualEventView } from '@shared/retos/virtual-event';
import { LoadingView } from '@web/components/loading-view';
import { Page } from '@web/components/page';
import { SignInPrompt } from '@web/components/sign-in-prompt';
import { ApiError } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-session';
import { errorMessage } from '@web/lib/error-message';
import { useDeferredArrival } from '@web/lib/deferred-arrival';
import { documentAnswer } from '@web/lib/page-data';
import { RetoMessageButtons } from './chat/reto-message-buttons';
import { fetchParticipation, fetchReto, participationKey, retoKey } from './participation-api';
import { RetoEventCard } from './reto-event-card';
import { RetoStepper } from './reto-stepper';

const failureText = (failure: Error) => (failure instanceof ApiError && failure.status === 404 ? retoMessages.notFound : errorMessage(failure));

/** The page's document carries the reto's card (docs/sites.md 'Documents'): drawn before the session is read. */
const documentReto = (eventId: string) => documentAnswer<VirtualEventView>(retoApiPath(eventId));

interface ParticipationProps {
  eventId: string;
  reto: VirtualEventView;
  participation: UseQueryResult<ParticipationView | null>;
  code: string;
}

function Participation({ eventId, reto, participation, code }: ParticipationProps) {
  const queryClient = useQueryClient();
  // The stepper is first built in short slices; later changes (a payment, a step) show at once.
  const view = useDeferredArrival(participation.data);
  if (participation.error) return <Text>{failureText(participation.error)}</Text>;
  if (view === undefined) return <LoadingView />;
  const onParticipation = (next: ParticipationView) => queryClient.setQueryData(participationKey(eventId), next);
  return (
    <>
      {view && <RetoMessageButtons eventId={eventId} />}
      <RetoStepper reto={reto} participation={view} onParticipation={onParticipation} initialCode={code} />
    </>
  );
}

export function AthleteRetoPage() {
  const { eventId = '', code = '' } = useParams();
  const { state } = useAuth();
  const signedIn = state.status === 'signedIn';
  // Asked beside the reto, not after it.
  const participation = useQuery({ queryKey: participationKey(eventId), queryFn: () => fetchParticipation(eventId), enabled: signedIn });
  const reto = useQuery({
    queryKey: retoKey(eventId),
    queryFn: () => fetchReto(eventId),
    initialData: () => documentReto(eventId)?.data,
    initialDataUpdatedAt: () => documentReto(eventId)?.updatedAt,
  });
  let content;
  if (reto.error) content = <Text>{failureText(reto.error)}</Text>;
  else if (!reto.data) content = <LoadingView />;
  else {
    content = (
      <>
        <RetoEventCard reto={reto.data} />
        {state.status === 'loading' && <LoadingView />}
        {state.status === 'signedOut' && <SignInPrompt />}
        {signedIn && <Participation key={eventId} eventId={eventId} reto={reto.data} participation={participation} code={code} />}
      </>
    );
  }
  return <Page>{content}</Page>;
}

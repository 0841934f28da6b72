// /retos/{eventID} and /retos/{eventID}/code/{code} (docs/platform.md §2.1, docs/retos.md §2.6): the athlete's page of a reto,
// for signed-in athletes: its card, the message buttons once registered and the five-step stepper,
// the code of a shared link already written; an id that names no reto answers 'El Id del evento
// ingresado no existe o el evento ya no está abierto al público'.
import { Text } from '@aws-amplify/ui-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { ParticipationView } from '@shared/retos/participation';
import { retoMessages } from '@shared/retos/virtual-event';
import { LoadingView } from '@web/components/loading-view';
import { Page } from '@web/components/page';
import { SignInPrompt } from '@web/components/sign-in-prompt';
import { ApiError } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-session';
import { errorMessage } from '@web/lib/error-message';
import { RetoMessageButtons } from './chat/reto-message-buttons';
import { fetchParticipation, fetchReto, participationKey, retoKey } from './participation-api';
import { RetoEventCard } from './reto-event-card';
import { RetoStepper } from './reto-stepper';

function AthleteReto({ eventId, code }: { eventId: string; code: string }) {
  const queryClient = useQueryClient();
  const reto = useQuery({ queryKey: retoKey(eventId), queryFn: () => fetchReto(eventId) });
  // Asked beside the reto, not after it; its failure shows only once the reto is there.
  const participation = useQuery({ queryKey: participationKey(eventId), queryFn: () => fetchParticipation(eventId) });
  const failure = reto.error ?? (reto.isSuccess ? participation.error : null);
  if (failure) return <Text>{failure instanceof ApiError && failure.status === 404 ? retoMessages.notFound : errorMessage(failure)}</Text>;
  if (!reto.data || participation.data === undefined) return <LoadingView />;
  const onParticipation = (view: ParticipationView) => queryClient.setQueryData(participationKey(eventId), view);
  return (
    <>
      <RetoEventCard reto={reto.data} />
      {participation.data && <RetoMessageButtons eventId={eventId} />}
      <RetoStepper reto={reto.data} participation={participation.data} onParticipation={onParticipation} initialCode={code} />
    </>
  );
}

export function AthleteRetoPage() {
  const { eventId = '', code = '' } = useParams();
  const { state } = useAuth();
  return (
    <Page>
      {state.status === 'loading' && <LoadingView />}
      {state.status === 'signedOut' && <SignInPrompt />}
      {state.status === 'signedIn' && <AthleteReto key={eventId} eventId={eventId} code={code} />}
    </Page>
  );
}

// /retos/{eventID} and /retos/{eventID}/code/{code} (docs/platform.md §2.1, docs/retos.md §2.6): the athlete's page of a reto,
// its card for anyone (carried by the page's document, so it draws before the session is read), and
// for signed-in athletes the message buttons once registered and the five-step stepper, the code of a
// shared link already written; an id that names no reto answers 'El Id del evento ingresado no existe o
// el evento ya no está abierto al público'.
import { Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { retoApiPath } from '@shared/retos/reto-api-path';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { LoadingView } from '@web/components/loading-view';
import { Page } from '@web/components/page';
import { SignInPrompt } from '@web/components/sign-in-prompt';
import { useAuth } from '@web/lib/auth-session';
import { documentAnswer } from '@web/lib/page-data';
import { fetchParticipation, fetchReto, participationKey, retoKey } from './participation-api';
import { RetoEventCard } from './reto-event-card';
import { retoFailureText } from './reto-failure-text';

/** The steps' code is evaluated after the card is drawn; the page's document preloads it (docs/sites.md 'Documents'). */
const RetoParticipation = lazy(() => import('./reto-participation').then((m) => ({ default: m.RetoParticipation })));

/** The page's document carries the reto's card (docs/sites.md 'Documents'): drawn before the session is read. */
const documentReto = (eventId: string) => documentAnswer<VirtualEventView>(retoApiPath(eventId));

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
  if (reto.error) content = <Text>{retoFailureText(reto.error)}</Text>;
  else if (!reto.data) content = <LoadingView />;
  else {
    content = (
      <>
        <RetoEventCard reto={reto.data} />
        {state.status === 'loading' && <LoadingView />}
        {state.status === 'signedOut' && <SignInPrompt />}
        {signedIn && (
          <Suspense fallback={<LoadingView />}>
            <RetoParticipation key={eventId} eventId={eventId} reto={reto.data} participation={participation} code={code} />
          </Suspense>
        )}
      </>
    );
  }
  return <Page>{content}</Page>;
}

// /proximos-eventos/evento_{id}/inscripcion: the registration dialog as a route, so a reload or a
// shared link (with its tkl tracking parameter) opens it again. The registration credits the
// address's ?tkl=, else the link the tab landed on the event's web with. A waiting-list mail's link
// (?espera=&correo=&clave=) opens it on the athlete's own entry (waitlist-entry-gate.tsx).
import { Alert, Text } from '@aws-amplify/ui-react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { messages } from '@shared/core/messages';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { LoadingView } from '@web/components/loading-view';
import { useDeferredArrival } from '@web/lib/deferred-arrival';
import { errorMessage } from '@web/lib/error-message';
import { parseEventoIndex } from '@web/lib/event-detail';
import { arriveWithLink, currentLink } from '@web/lib/tracking-link';
import { useRegistrationView } from './flow-api';
import { FlowLayer } from './flow-layer';
import { RegistrationFlow } from './registration-flow';
import { WaitlistEntryGate } from './waitlist-entry-gate';
import { forgetFinishedFlow } from './use-flow-state';

export function RegistrationPage() {
  const { eventoIndex } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const eventId = parseEventoIndex(eventoIndex);
  const query = useRegistrationView(eventId);
  const addressTkl = params.get('tkl');
  const [espera, correo, clave] = [params.get('espera'), params.get('correo'), params.get('clave')];
  const entryKey = espera && correo && clave ? { codigoModalidad: espera, correo, clave } : null;
  // The form is first built in short slices; later answers show at once.
  const view = useDeferredArrival(query.data);

  useEffect(() => {
    if (eventId !== null) arriveWithLink(eventId, addressTkl);
  }, [eventId, addressTkl]);

  const close = () => {
    if (eventId !== null) forgetFinishedFlow(eventId);
    navigate('..', { relative: 'path' });
  };

  let content: ReactNode;
  if (eventId === null) content = <Text role="alert">{messages.notFound}</Text>;
  else if (view?.abierta && entryKey) {
    const tkl = currentLink(eventId, addressTkl);
    content = (
      <WaitlistEntryGate eventId={eventId} entryKey={entryKey}>
        {(oferta) => <RegistrationFlow view={view} tkl={tkl} oferta={oferta} />}
      </WaitlistEntryGate>
    );
  } else if (view?.abierta) content = <RegistrationFlow view={view} tkl={currentLink(eventId, addressTkl)} />;
  else if (view) {
    content = (
      <Alert variation="info" heading={flowTexts.closedTitle}>
        {flowTexts.closedText}
      </Alert>
    );
  } else if (query.isError) content = <Text role="alert">{errorMessage(query.error)}</Text>;
  else content = <LoadingView />;

  return (
    <FlowLayer title={query.data?.event.nombreEvento ?? flowTexts.registrationButton} onClose={close}>
      {content}
    </FlowLayer>
  );
}

// /cronometraje/evento_{id}: the manual timing app (docs/timing.md#the-manual-timing-app), full
// screen, installable, working with no network once opened. A device writes as a signed-in
// cronometrista or with a timing key paired by the organizer's QR; without either it asks for one.
import { Flex, Text } from '@aws-amplify/ui-react';
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { manualTimingTexts as texts } from '@shared/timing/manual-timing-texts';
import { parseEventoIndex } from '@web/lib/event-detail';
import { linkManifest, registerTimingWorker } from './service-worker';
import { TimingAppStart } from './timing-app-start';
import { TimingScreen } from './timing-screen';
import { useTimingAccess } from './use-timing-access';
import { LAST_EVENT, useTimingStore } from './use-timing-store';

function Message({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" gap="1rem" padding="2rem 1rem" maxWidth="36rem" margin="0 auto">
      {children}
    </Flex>
  );
}

function TimingApp({ eventId, signIn }: { eventId: number; signIn: ReactNode }) {
  const store = useTimingStore();
  const { access, deciding, who, forget } = useTimingAccess(store ?? null, eventId);

  useEffect(() => {
    if (store) void store.set(LAST_EVENT, eventId);
  }, [store, eventId]);

  if (store === undefined || (store && deciding)) return <Message>{texts.loading}</Message>;
  if (store === null) return <Message>{texts.storageUnavailable}</Message>;
  if (!access) {
    return (
      <Message>
        <Text>{texts.signInOrPair}</Text>
        {signIn}
      </Message>
    );
  }
  return <TimingScreen store={store} eventId={eventId} access={access} who={who} onForgetKey={() => void forget()} />;
}

/** `signIn`: the sign-in form, composed in by the app (features do not import each other). */
export function TimingAppPage({ signIn }: { signIn: ReactNode }) {
  const { eventoIndex } = useParams();
  const eventId = parseEventoIndex(eventoIndex);

  useEffect(() => {
    const unlink = linkManifest();
    void registerTimingWorker();
    return unlink;
  }, []);

  if (eventoIndex === undefined) return <TimingAppStart />;
  if (eventId === null) {
    return (
      <Message>
        <Text>{texts.noEvent}</Text>
      </Message>
    );
  }
  return <TimingApp key={eventId} eventId={eventId} signIn={signIn} />;
}

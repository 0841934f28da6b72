// /atletas/dispositivo: where the provider sends the connect popup back (?code=&state=, or ?error=
// when the athlete cancelled). The code completes the connection, the page that opened the popup is
// told, and the popup closes itself.
import { Text } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { wearableTexts } from '@shared/activities/activity-texts';
import { Page } from '@web/components/page';
import { RouterButton } from '@web/components/router-button';
import { SignInPrompt } from '@web/components/sign-in-prompt';
import { useAuth } from '@web/lib/auth-session';
import { errorMessage } from '@web/lib/error-message';
import { completeWearableConnection, useStoreWearable, wearableConnectedMessage } from './wearable-api';

type Outcome = { phase: 'working' } | { phase: 'done' } | { phase: 'failed'; message: string };

/** Time to read 'quedó conectada' before the popup closes. */
const CLOSE_AFTER_MS = 1500;

function useCompletion(code: string | null, state: string | null, signedIn: boolean): Outcome {
  const storeWearable = useStoreWearable();
  const [outcome, setOutcome] = useState<Outcome>(code && state ? { phase: 'working' } : { phase: 'failed', message: wearableTexts.callbackMissing });
  const sent = useRef(false);
  useEffect(() => {
    // A code is good once: StrictMode's second run must not send it again.
    if (!code || !state || !signedIn || sent.current) return;
    sent.current = true;
    completeWearableConnection({ code, state })
      .then((view) => {
        storeWearable(view);
        setOutcome({ phase: 'done' });
        window.opener?.postMessage(wearableConnectedMessage, window.location.origin);
        if (window.opener) setTimeout(() => window.close(), CLOSE_AFTER_MS);
      })
      .catch((failure: unknown) => setOutcome({ phase: 'failed', message: errorMessage(failure) }));
  }, [code, state, signedIn, storeWearable]);
  return outcome;
}

export function WearableCallbackPage() {
  const [params] = useSearchParams();
  const { state: auth } = useAuth();
  const outcome = useCompletion(params.get('code'), params.get('state'), auth.status === 'signedIn');
  if (auth.status === 'signedOut') return <SignInPrompt />;
  return (
    <Page title={wearableTexts.callbackTitle}>
      <Text role="status">{outcome.phase === 'working' ? wearableTexts.callbackWorking : outcome.phase === 'done' ? wearableTexts.callbackDone : outcome.message}</Text>
      <RouterButton to="/atletas/">{wearableTexts.backToProfile}</RouterButton>
    </Page>
  );
}

// The bell beside each athlete followed on the live page (docs/realtime.md, "Push notices"): 'Avisarme'
// turns on a push notice at each of the athlete's passes and their finish, 'Avisos activados' turns
// them off. What it does is loaded on the first click; until then it only reads what this browser can do.
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { pushTexts } from '@shared/realtime/push-texts';
import { ApiError } from '@web/lib/api-client';
import { useNoticesOn } from './push-bibs';

type Shown = 'idle' | 'asking' | 'blocked' | 'unsupported' | 'failed';

/** What the browser allows before anything is asked: no push at all, or notices refused for this site. */
function browserState(): Shown {
  if (!('serviceWorker' in navigator) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'idle';
}

function BellIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

export function PushBell({ eventId, bib, name }: { eventId: number; bib: string; name: string }) {
  const on = useNoticesOn(eventId, bib);
  const [shown, setShown] = useState<Shown>(browserState);
  const [message, setMessage] = useState<string>(pushTexts.failed);

  if (shown === 'unsupported' || shown === 'blocked') {
    return (
      <Text fontSize="small" color="font.tertiary" role="status">
        {shown === 'blocked' ? pushTexts.blocked : pushTexts.unsupported}
      </Text>
    );
  }

  const toggle = async () => {
    setShown('asking');
    try {
      const actions = await import('./push-subscription');
      if (on) {
        await actions.turnNoticesOff(eventId, bib);
        setShown('idle');
      } else {
        const result = await actions.turnNoticesOn(eventId, bib);
        setShown(result === 'on' ? 'idle' : result);
      }
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : pushTexts.failed);
      setShown('failed');
    }
  };

  return (
    <Flex direction="column" gap="0.25rem" alignItems="flex-start">
      <Button
        size="small"
        gap="0.5rem"
        aria-pressed={on}
        aria-label={on ? pushTexts.bellOnLabel(name) : pushTexts.bellOffLabel(name)}
        isDisabled={shown === 'asking'}
        variation={on ? 'primary' : undefined}
        onClick={() => void toggle()}
      >
        <BellIcon />
        {shown === 'asking' ? pushTexts.bellAsking : on ? pushTexts.bellOn : pushTexts.bellOff}
      </Button>
      {shown === 'failed' && (
        <Text role="status" fontSize="small" color="font.error">
          {message}
        </Text>
      )}
    </Flex>
  );
}

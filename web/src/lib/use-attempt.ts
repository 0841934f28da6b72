// One attempt id (intento) per press series: a press while the last one is still being answered joins
// it instead of sending again, so a double click is one registrant and one charge. A failure the send
// did not handle itself is raised into the screen's error boundary, so the press never ends in a
// button that spins for ever with nothing said.
import { useRef, useState } from 'react';
import { randomUuid } from './random-uuid';

export function useAttempt<Args extends unknown[]>(send: (intento: string, ...args: Args) => Promise<void>) {
  const inFlight = useRef<Promise<void> | null>(null);
  const [sending, setSending] = useState(false);
  const [, raise] = useState<null>(null);

  function start(args: Args): Promise<void> {
    try {
      return send(randomUuid(), ...args);
    } catch (failure) {
      return Promise.reject(failure as Error);
    }
  }

  function run(...args: Args): Promise<void> {
    if (inFlight.current) return inFlight.current;
    setSending(true);
    const attempt = start(args)
      .catch((failure: unknown) =>
        raise(() => {
          throw failure;
        }),
      )
      .finally(() => {
        inFlight.current = null;
        setSending(false);
      });
    inFlight.current = attempt;
    return attempt;
  }

  return { run, sending };
}

// One attempt id (intento) per press series: a press while the last one is still being answered joins
// it instead of sending again, so a double click is one registrant and one charge.
import { useRef, useState } from 'react';

export function useAttempt<Args extends unknown[]>(send: (intento: string, ...args: Args) => Promise<void>) {
  const inFlight = useRef<Promise<void> | null>(null);
  const [sending, setSending] = useState(false);

  function run(...args: Args): Promise<void> {
    if (inFlight.current) return inFlight.current;
    setSending(true);
    const attempt = send(crypto.randomUUID(), ...args).finally(() => {
      inFlight.current = null;
      setSending(false);
    });
    inFlight.current = attempt;
    return attempt;
  }

  return { run, sending };
}

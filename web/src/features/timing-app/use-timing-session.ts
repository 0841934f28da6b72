// The timing session of the page (timing-session.ts) in React: loaded from the store, sending as soon
// as there is something to send and the network is there, again on getting it back, and after a
// failure with a growing delay.
import { useEffect, useMemo, useReducer, useState } from 'react';
import { retryDelayMs } from '@shared/timing/manual-queue';
import { batchSender, type TimingAccess } from './timing-api';
import { TimingSession } from './timing-session';
import type { TimingStore } from './timing-store';

/** Whether the browser says it is online, followed through its events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

export function useTimingSession(store: TimingStore | null, eventId: number, access: TimingAccess | null, offsetMs: number, online: boolean) {
  const [version, changed] = useReducer((n: number) => n + 1, 0);
  const [loaded, setLoaded] = useState(false);
  const offset = useMemo(() => ({ ms: 0 }), []);
  offset.ms = offsetMs;
  const session = useMemo(
    () =>
      store && access
        ? new TimingSession({ store, eventId, send: batchSender(eventId, access), mayDiscard: access.kind === 'staff', now: () => Date.now() + offset.ms, onChange: changed })
        : null,
    [store, eventId, access, offset],
  );

  useEffect(() => {
    setLoaded(false);
    if (session) void session.load().then(() => setLoaded(true));
  }, [session]);

  // Something to send, and the network: send. A failure is tried again after its delay.
  const status = session?.status;
  useEffect(() => {
    if (!session || !loaded || !online) return;
    if (status?.kind === 'failed') {
      const timer = setTimeout(() => void session.sync(), retryDelayMs(status.failures));
      return () => clearTimeout(timer);
    }
    if (status?.kind === 'idle') void session.sync();
  }, [session, loaded, online, status, version]);

  // Getting the network back retries at once, a refused batch too (the timer may have signed in again).
  useEffect(() => {
    if (online && session && loaded) void session.sync();
  }, [online, session, loaded]);

  return { session, loaded, version };
}

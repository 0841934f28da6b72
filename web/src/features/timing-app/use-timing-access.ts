// How this device writes to the event: a key from the organizer's QR (taken from the page's fragment,
// kept in the store, and the fragment wiped from the address bar), or else the signed-in account.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { keyOfFragment } from '@shared/timing/manual-timing-app';
import { useAuth } from '@web/lib/auth-session';
import type { TimingAccess } from './timing-api';
import type { TimingStore } from './timing-store';

type PairedKey = { key: string; label: string };
const keyOf = (eventId: number) => `llave:${eventId}`;

export function useTimingAccess(store: TimingStore | null, eventId: number) {
  const { state } = useAuth();
  const [paired, setPaired] = useState<PairedKey | null | undefined>(undefined);

  useEffect(() => {
    if (!store) return;
    let current = true;
    const fromFragment = keyOfFragment(window.location.hash);
    if (fromFragment) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    void (fromFragment ? store.set(keyOf(eventId), fromFragment).then(() => fromFragment) : store.get<PairedKey>(keyOf(eventId))).then((found) => {
      if (current) setPaired(found ?? null);
    });
    return () => {
      current = false;
    };
  }, [store, eventId]);

  const forget = useCallback(async () => {
    await store?.remove(keyOf(eventId));
    setPaired(null);
  }, [store, eventId]);

  const access = useMemo<TimingAccess | null>(() => {
    if (paired) return { kind: 'key', ...paired };
    return paired === null && state.status === 'signedIn' ? { kind: 'staff' } : null;
  }, [paired, state.status]);

  const who = state.status === 'signedIn' ? (state.loginId ?? '') : '';
  return { access, deciding: paired === undefined || state.status === 'loading', who, forget };
}

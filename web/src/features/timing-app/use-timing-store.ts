// The device's store, opened once per page: undefined while opening, null where the browser keeps none.
import { useEffect, useState } from 'react';
import { openIndexedDbStore } from './indexed-db-store';
import type { TimingStore } from './timing-store';

/** The setting that remembers the event this device timed last, where the installed app starts. */
export const LAST_EVENT = 'ultimoEvento';

export function useTimingStore(): TimingStore | null | undefined {
  const [store, setStore] = useState<TimingStore | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void openIndexedDbStore().then((opened) => current && setStore(opened));
    return () => {
      current = false;
    };
  }, []);
  return store;
}

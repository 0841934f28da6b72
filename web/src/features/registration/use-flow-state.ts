// The flow's state kept in sessionStorage per event, so a reload or a return to the tab loses nothing;
// forgotten once the registration is done.
import { useEffect, useReducer, useState } from 'react';
import type { RegistrantConfirmation } from '../../../../shared/registration/registration-api';
import { flowReducer, initialFlowState, type FlowState } from './flow-state';

const DIRECT_VISIT = 'direct';

const storageKey = (eventId: number) => `inscripcion:evento_${eventId}`;

function restore(eventId: number, tkl: string | null): FlowState {
  const fresh = initialFlowState(tkl ?? DIRECT_VISIT);
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey(eventId)) ?? 'null') as FlowState | null;
    if (saved?.version !== fresh.version) return fresh;
    // A new tracking link is a new visit to credit; a reload without one keeps the first.
    return tkl === null ? saved : { ...saved, tkl };
  } catch {
    return fresh;
  }
}

export function useFlowState(eventId: number, tkl: string | null) {
  const [state, dispatch] = useReducer(flowReducer, null, () => restore(eventId, tkl));
  const [done, setDone] = useState<RegistrantConfirmation | null>(null);

  useEffect(() => {
    if (done) sessionStorage.removeItem(storageKey(eventId));
    else sessionStorage.setItem(storageKey(eventId), JSON.stringify(state));
  }, [eventId, state, done]);

  return { state, dispatch, done, finish: setDone };
}

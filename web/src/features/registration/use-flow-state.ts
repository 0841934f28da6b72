// The flow's state kept in sessionStorage per event, so a reload or a return to the tab loses nothing,
// the finished registration's success screen or voucher included until the registrant closes it.
import { useEffect, useReducer } from 'react';
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

  useEffect(() => {
    sessionStorage.setItem(storageKey(eventId), JSON.stringify(state));
  }, [eventId, state]);

  return { state, dispatch };
}

/** 'Cerrar' on a finished registration: the next visit starts a new one; an unfinished one is kept. */
export function forgetFinishedFlow(eventId: number): void {
  if (restore(eventId, null).finished) sessionStorage.removeItem(storageKey(eventId));
}

// What an athlete may still record in a reto (docs/retos.md §4): times and evidence only while the
// registration holds, the reto is open, the organizer admits results and its end date has not passed;
// the goal and the start-line photo only while the reto is open. The API refuses with these texts and
// the athlete's page shows them instead of the forms.
import { participationMessages } from './participation';

export interface RecordingFacts {
  eventEnded: boolean;
  admitResults: boolean;
  eventEnd: string;
}

export type RecordingBlocker = { code: 'REGISTRATION_PENDING' | 'RETO_ENDED' | 'RETO_PERIOD_OVER' | 'RESULTS_BLOCKED'; message: string };

/** Why a finish time or its evidence cannot be recorded now, or null when it can. */
export function recordingBlocker(reto: RecordingFacts, active: boolean, now: Date): RecordingBlocker | null {
  if (!active) return { code: 'REGISTRATION_PENDING', message: participationMessages.needsRegistration };
  if (reto.eventEnded) return { code: 'RETO_ENDED', message: participationMessages.eventEnded };
  if (now.getTime() > Date.parse(reto.eventEnd)) return { code: 'RETO_PERIOD_OVER', message: participationMessages.periodOver };
  return reto.admitResults ? null : { code: 'RESULTS_BLOCKED', message: participationMessages.resultsBlocked };
}

/** A closed reto takes no new goal ('Cambiar Meta') nor start-line photo. */
export const startBlocker = (reto: Pick<RecordingFacts, 'eventEnded'>): RecordingBlocker | null =>
  reto.eventEnded ? { code: 'RETO_ENDED', message: participationMessages.eventEnded } : null;

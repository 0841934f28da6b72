// What a reto's race bib says (docs/retos.md §9): the athlete's number and, unless the reto is run for
// a time (eventType byTime), 'Voy por {distance} kilómetros en {goal time}'.
import { ZERO_TIME } from './participation';

/** Kilometres as the organizer wrote them: hundredths at most, no trailing zeros (21.1, 10, 5.25). */
export const kilometres = (distance: number): string => String(Math.round(distance * 100) / 100);

/** The bib's line under the number, or null when the reto is byTime or the athlete has no goal yet. */
export function raceBibText(reto: { distance: number; eventType: string }, goalTime: string): string | null {
  if (reto.eventType === 'byTime' || goalTime === ZERO_TIME) return null;
  return `Voy por ${kilometres(reto.distance)} kilómetros en ${goalTime}`;
}

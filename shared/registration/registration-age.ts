// The age that picks a registrant's category (docs/registration.md §5 Category offering) and their waiver.
import { ageOn } from '@shared/results/categories';
import type { EventInfo } from '@shared/results/event-schemas';
import { toLocalDateTime } from '@shared/results/local-time';

const AGE_OF_MAJORITY = 18;

export interface AgeContext {
  edadActual: boolean;
  event: Pick<EventInfo, 'fechaEvento' | 'zonaHoraria'>;
  now: Date;
}

/** On the event date with edadActual, otherwise on 31 December of the year it is now where the event runs. */
export function registrationAge(fechaNacimiento: string, { edadActual, event, now }: AgeContext): number {
  const onDate = edadActual ? event.fechaEvento : `${toLocalDateTime(now.getTime(), event.zonaHoraria).slice(0, 4)}-12-31`;
  return ageOn(fechaNacimiento, onDate);
}

/** Minors sign the parental liability waiver; the waiver is about race day, whatever edadActual says. */
export function needsParentalWaiver(fechaNacimiento: string, fechaEvento: string): boolean {
  return ageOn(fechaNacimiento, fechaEvento) < AGE_OF_MAJORITY;
}

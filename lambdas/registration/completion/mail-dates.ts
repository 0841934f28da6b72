// How the registration mails write when things happen: on the event's clock in 24 h, as the
// confirmation page does, with the zone named, since the reader may live in another one.
import type { EventSummary } from '@shared/results/event-schemas';
import { fromLocalDateTime } from '@shared/results/local-time';
import { instantInZone } from '@shared/registration/instant-text';
import { mailTexts } from '@shared/registration/mail-texts';

/** The zone as Spanish readers call it, e.g. 'hora de Ciudad de México'. */
function zoneName(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('es-MX', { timeZone, timeZoneName: 'shortGeneric' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** '23 de noviembre de 2026 a las 15:59 (hora de Ciudad de México)'. */
export function instantText(at: Date, timeZone: string): string {
  return mailTexts.inZone(instantInZone(at, timeZone), zoneName(at, timeZone));
}

/** When the event starts: its date and time are the wall clock where it runs. */
export function eventStartText({ fechaEvento, horaEvento, zonaHoraria }: Pick<EventSummary, 'fechaEvento' | 'horaEvento' | 'zonaHoraria'>): string {
  const start = fromLocalDateTime(`${fechaEvento} ${horaEvento}:00`, zonaHoraria);
  return start === null ? `${fechaEvento} ${horaEvento}` : instantText(new Date(start), zonaHoraria);
}

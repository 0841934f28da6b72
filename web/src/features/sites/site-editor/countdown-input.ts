// A countdown's moment as a datetime-local field writes it, on the event's own clock (its IANA zone,
// daylight saving included), and back; and the zone's name as the field's label says it.
import { inputToInstant, instantToInput } from '@shared/registration/instant-input';

/** 'YYYY-MM-DDTHH:mm' on the event's clock → an ISO instant; null when it names none. */
export const untilFromLocalInput = (value: string, zone: string): string | null => inputToInstant(value, zone);

/** Any ISO instant → the wall clock 'YYYY-MM-DDTHH:mm' in the event's zone, or '' when it is not one. */
export const untilToLocalInput = (iso: string, zone: string): string => instantToInput(iso, zone);

/** The zone as people read it: 'hora estándar central, America/Mexico_City'. */
export function zoneName(zone: string): string {
  const part = new Intl.DateTimeFormat('es-MX', { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((piece) => piece.type === 'timeZoneName');
  return part && part.value !== zone ? `${part.value}, ${zone}` : zone;
}

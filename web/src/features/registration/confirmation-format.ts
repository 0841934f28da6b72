// How the confirmation page and the waiver write names, dates and instants.
import type { AthleteData } from '../../../../shared/registration/registration-api';

/** Whichever surname fields the event uses (separarApellidos), in reading order. */
export function athleteName(datos: AthleteData): string {
  return [datos.nombres, datos.apellidos, datos.apellidoPaterno, datos.apellidoMaterno].filter(Boolean).join(' ');
}

/** A calendar date 'YYYY-MM-DD' as '15 de marzo de 2010', in UTC so no zone moves it a day. */
export function dateInWords(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** An ISO instant on the event's clock, e.g. '22 de febrero de 2027 a las 20:00'. */
export function instantInZone(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone, hourCycle: 'h23' }).format(new Date(iso));
}

/** fechaRegistro is the spec's 'PENDIENTE' until the registration is paid, then the instant it completed. */
export function registeredAt(fechaRegistro: string, timeZone: string): string {
  return Number.isNaN(Date.parse(fechaRegistro)) ? fechaRegistro : instantInZone(fechaRegistro, timeZone);
}

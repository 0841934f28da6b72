// How the confirmation page and the waiver write dates.
import { instantInZone } from '@shared/registration/instant-text';

/** A calendar date 'YYYY-MM-DD' as '15 de marzo de 2010', in UTC so no zone moves it a day. */
export function dateInWords(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** fechaRegistro is the spec's 'PENDIENTE' until the registration is paid, then the instant it completed. */
export function registeredAt(fechaRegistro: string, timeZone: string): string {
  return Number.isNaN(Date.parse(fechaRegistro)) ? fechaRegistro : instantInZone(fechaRegistro, timeZone);
}

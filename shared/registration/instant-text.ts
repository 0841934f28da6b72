// An instant on the event's clock, 24 h, as the confirmation page and the mails write it:
// '23 de noviembre de 2026 a las 15:59'.
export function instantInZone(at: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone, hourCycle: 'h23' }).format(new Date(at));
}

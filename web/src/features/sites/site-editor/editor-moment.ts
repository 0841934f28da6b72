// A moment as the site editor writes it: a long date and the time, on the event's clock.
export const editorMoment = (at: string, zone: string) => new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(new Date(at));

// How every screen writes an event's date and start time, e.g. 'domingo, 1 de marzo de 2026 · 07:00'.
import type { EventSummary } from '@shared/results/event-schemas';
import { madeOnce } from '@shared/core/made-once';

/** fechaEvento is a calendar date: formatted in UTC so no time zone moves it a day. */
const dateFormat = madeOnce(() => new Intl.DateTimeFormat('es-MX', { dateStyle: 'full', timeZone: 'UTC' }));

export function eventDate(fechaEvento: string): string {
  const [year = 0, month = 1, day = 1] = fechaEvento.split('-').map(Number);
  return dateFormat().format(new Date(Date.UTC(year, month - 1, day)));
}

export function eventSchedule(event: Pick<EventSummary, 'fechaEvento' | 'horaEvento'>): string {
  return `${eventDate(event.fechaEvento)} · ${event.horaEvento}`;
}

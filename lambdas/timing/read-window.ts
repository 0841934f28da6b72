// The instants a read of an event may carry: from the day before the event's date to a week after
// it (multi-day ultras included), so a mistyped year cannot rank anyone with hundreds of thousands of hours.
import { fromLocalDateTime } from '@shared/results/local-time';
import { timingTexts } from '@shared/timing/timing-texts';

export interface ZonedEvent {
  fechaEvento: string;
  zonaHoraria: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function readWindow(event: ZonedEvent): { from: number; to: number; reason: string } {
  const midnight = fromLocalDateTime(`${event.fechaEvento} 00:00:00`, event.zonaHoraria) ?? Date.parse(`${event.fechaEvento}T00:00:00Z`);
  return { from: midnight - DAY_MS, to: midnight + 8 * DAY_MS, reason: timingTexts.timeOutsideEvent(event.fechaEvento) };
}

// A price window's instants as a date-time input shows them: the event's wall clock
// ('YYYY-MM-DDTHH:mm', the value of <input type="datetime-local">), stored as an ISO instant.
import { fromLocalDateTime, toLocalDateTime } from '@shared/results/local-time';

const INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** The wall clock of an instant in the event's zone; '' for text that is not an instant. */
export function instantToInput(iso: string, zone: string): string {
  const epochMs = Date.parse(iso);
  if (Number.isNaN(epochMs)) return '';
  return toLocalDateTime(epochMs, zone).slice(0, 16).replace(' ', 'T');
}

/** The instant a date-time input names in the event's zone, in UTC ISO; null when it names none. */
export function inputToInstant(text: string, zone: string): string | null {
  const trimmed = text.trim();
  if (!INPUT.test(trimmed)) return null;
  const epochMs = fromLocalDateTime(trimmed.length === 16 ? `${trimmed}:00` : trimmed, zone);
  return epochMs === null ? null : new Date(epochMs).toISOString();
}

// A countdown's moment as a datetime-local field writes it, in the events' zone (central Mexico, -06:00
// all year since 2022), and back.
const OFFSET = '-06:00';
const OFFSET_MS = -6 * 60 * 60 * 1000;

/** 'YYYY-MM-DDTHH:mm' → an ISO date-time with the -06:00 offset. */
export const untilFromLocalInput = (value: string): string => `${value}:00${OFFSET}`;

/** Any ISO date-time → the wall-clock 'YYYY-MM-DDTHH:mm' at -06:00, or '' when it is not one. */
export function untilToLocalInput(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + OFFSET_MS).toISOString().slice(0, 16);
}

// A reto's start and end between the API's ISO moments and the browser's datetime-local fields,
// which read and write this browser's clock ('YYYY-MM-DDTHH:mm').

/** A datetime-local value as an ISO moment; what it was when it names no moment (the schema says so). */
export function momentOf(local: string): string {
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
}

/** An ISO moment as a datetime-local value on this browser's clock. */
export function localInputOf(iso: string): string {
  const time = new Date(iso);
  const offsetMs = time.getTimezoneOffset() * 60_000;
  return new Date(time.getTime() - offsetMs).toISOString().slice(0, 16);
}

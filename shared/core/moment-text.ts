// How a moment reads on screen, in the reader's time zone (es-MX): short '22/11/26, 0:25', medium
// '22 nov 2026, 12:25 a.m.', long '22 de noviembre de 2026, 12:25 a.m.'. One formatter per style, made
// when first used: building one per call (as `toLocaleString` does) cost a list of messages or a card
// tens of milliseconds each on a phone.
import { madeOnce } from './made-once';

type MomentStyle = 'short' | 'medium' | 'long';

const formats: Record<MomentStyle, () => Intl.DateTimeFormat> = {
  short: madeOnce(() => new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short' })),
  medium: madeOnce(() => new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' })),
  long: madeOnce(() => new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short' })),
};

/** `at`: an ISO date-time or milliseconds since the epoch. */
export const momentText = (at: string | number, style: MomentStyle = 'medium') => formats[style]().format(new Date(at));

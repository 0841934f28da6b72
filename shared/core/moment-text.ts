// How a moment reads on screen, in the reader's time zone, as es-MX writes it (CLDR's patterns, what
// `toLocaleString('es-MX', { dateStyle, timeStyle: 'short' })` gives): short '22/11/26, 12:25 a.m.',
// medium '22 nov 2026, 12:25 a.m.', long '22 de noviembre de 2026 a las 12:25 a.m.'. Written from the
// date's own fields rather than by Intl: a page's first Intl formatter loads the locale's data, tens of
// milliseconds of a phone's main thread before the first card can show (docs/architecture.md, "First views").

type MomentStyle = 'short' | 'medium' | 'long';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const SHORT_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'h:mm a': twelve-hour clock, 12 for midnight and noon. */
function clockText(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'a.m.' : 'p.m.'}`;
}

function dateText(date: Date, style: MomentStyle): string {
  const day = date.getDate();
  const month = date.getMonth();
  const year = date.getFullYear();
  if (style === 'short') return `${twoDigits(day)}/${twoDigits(month + 1)}/${twoDigits(year % 100)}`;
  if (style === 'medium') return `${day} ${SHORT_MONTHS[month]} ${year}`;
  return `${day} de ${MONTHS[month]} de ${year}`;
}

/** `at`: an ISO date-time or milliseconds since the epoch. */
export function momentText(at: string | number, style: MomentStyle = 'medium'): string {
  const date = new Date(at);
  return `${dateText(date, style)}${style === 'long' ? ' a las ' : ', '}${clockText(date)}`;
}

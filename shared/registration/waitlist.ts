// The waiting list's pure rules (docs/registration.md, Waiting list): its order (the organizer's,
// then arrival), a move to a position, an offer's validity and the counts the Dashboard shows.

/** Entries one modality's list takes: far beyond a race's real list, a flood of junk stops here. */
export const MAX_WAITLIST = 2_000;
/** How long an offered place is held when the registry configuration does not say. */
export const DEFAULT_OFFER_HOURS = 24;
export const MAX_OFFER_HOURS = 168;

/** The key mailed to an athlete that proves an entry is theirs: 32 random bytes, base64url. */
export const WAITLIST_KEY = /^[A-Za-z0-9_-]{43}$/;
export const WAITLIST_KEY_INVALID = 'La liga de la lista de espera no es válida';

export interface ListedEntry {
  correo: string;
  estado: 'esperando' | 'ofrecida';
  /** The list's order: lower first. Set at arrival (its instant in ms) and by the organizer's moves. */
  orden: number;
  alta: string;
  ofertaVence?: string;
}

const byOrder = (a: ListedEntry, b: ListedEntry) => a.orden - b.orden || a.alta.localeCompare(b.alta) || a.correo.localeCompare(b.correo);

/** Those waiting (no place offered), first in line first. */
export function waitingInLine<T extends ListedEntry>(entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.estado === 'esperando').sort(byOrder);
}

/** 1-based place among those waiting; null when not waiting. */
export function positionOf(entries: readonly ListedEntry[], correo: string): number | null {
  const index = waitingInLine(entries).findIndex((entry) => entry.correo === correo);
  return index < 0 ? null : index + 1;
}

/**
 * The `orden` that puts `correo` at 1-based `posicion` among those waiting (clamped to the line's
 * length): halfway between its new neighbours, one apart at the ends.
 */
export function ordenAt(entries: readonly ListedEntry[], correo: string, posicion: number): number {
  const others = waitingInLine(entries).filter((entry) => entry.correo !== correo);
  const index = Math.min(Math.max(posicion, 1), others.length + 1) - 1;
  const before = others[index - 1];
  const after = others[index];
  if (!before && !after) return entries.find((entry) => entry.correo === correo)?.orden ?? 0;
  if (!before) return (after?.orden ?? 0) - 1;
  if (!after) return before.orden + 1;
  return (before.orden + after.orden) / 2;
}

export const offerExpiry = (now: Date, horas: number): string => new Date(now.getTime() + horas * 3_600_000).toISOString();

/** An offered place still held for its athlete at `now`. */
export const isOfferLive = (entry: Pick<ListedEntry, 'estado' | 'ofertaVence'>, now: Date): boolean =>
  entry.estado === 'ofrecida' && entry.ofertaVence !== undefined && Date.parse(entry.ofertaVence) > now.getTime();

/** Offers whose time ran out at `now`: their places pass on. */
export function lapsedOffers<T extends ListedEntry>(entries: readonly T[], now: Date): T[] {
  return entries.filter((entry) => entry.estado === 'ofrecida' && !isOfferLive(entry, now));
}

export function countsOf(entries: readonly Pick<ListedEntry, 'estado'>[]): { esperando: number; ofrecidas: number } {
  const ofrecidas = entries.filter((entry) => entry.estado === 'ofrecida').length;
  return { esperando: entries.length - ofrecidas, ofrecidas };
}

/** The list's key of an address: one entry per address and modality, whatever its case. */
export const waitlistCorreo = (correo: string) => correo.trim().toLowerCase();

// An athlete's own waiting-list entry, named by the key their mail carries: 404 alike when there is
// no such entry and when the key is not its key, so a wrong key tells nothing.
import { timingSafeEqual } from 'node:crypto';
import { waitlistCorreo } from '@shared/registration/waitlist';
import type { WaitlistEntryKey, WaitlistEntryView } from '@shared/registration/waitlist-api';
import type { AthleteData } from '@shared/registration/registration-api';
import { waitlistApiMessages } from '@shared/registration/waitlist-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';
import type { WaitlistEntryItem } from '@lambdas/data/waitlist-entry-entity';
import { positionOf } from '@shared/registration/waitlist';
import { limitWaitlistLookup } from './waitlist-limits';
import { hashKey } from './waitlist-mail';
import { getEntry, listEntries } from './waitlist-repository';

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function ownEntry(event: HttpEvent, eventId: number, { codigoModalidad, correo, clave }: WaitlistEntryKey): Promise<WaitlistEntryItem> {
  limitWaitlistLookup(event);
  const entry = await getEntry({ eventId, codigoModalidad, correo: waitlistCorreo(correo) });
  if (!entry || !sameHash(entry.claveHash, hashKey(clave))) throw new HttpError(404, 'WAITLIST_ENTRY_NOT_FOUND', waitlistApiMessages.notFound);
  return entry;
}

/** What the athlete sees of their entry: their place in line, or the offer and until when. */
export async function entryView(entry: WaitlistEntryItem): Promise<WaitlistEntryView> {
  const posicion = entry.estado === 'esperando' ? positionOf(await listEntries(entry.eventId, entry.codigoModalidad), entry.correo) : null;
  return { codigoModalidad: entry.codigoModalidad, estado: entry.estado, posicion, ofertaVence: entry.ofertaVence ?? null, datos: entry.datos as AthleteData };
}

// Passing freed places to the waiting lists (docs/registration.md, Waiting list): offers whose time
// ran out give their places back, then each modality offers its free places to those first in line,
// one guarded transaction per offer (waitlist-repository.ts). Whatever freed a place (a folio
// released, a deletion, a voucher expired, a hold given back, a larger capacity), the modality's
// counter shows it free, so this one pass serves them all; runs at once never offer a place twice.
import { waitingInLine, lapsedOffers, offerExpiry } from '@shared/registration/waitlist';
import { logger } from '@lambdas/core/observability';
import { sendOwed } from '@lambdas/mail/outbox';
import { currentRegistration } from '../form/registration-context';
import { newKey, offerMail } from './waitlist-mail';
import { listEntries, offerPlace, passOn } from './waitlist-repository';

export interface OfferRound {
  offered: number;
  passedOn: number;
}

/** Offers free places of one event's lists in order, at `now`. */
export async function offerFreedPlaces(eventId: number, now: Date): Promise<OfferRound> {
  const entries = await listEntries(eventId);
  let passedOn = 0;
  for (const lapsed of lapsedOffers(entries, now)) if (await passOn(lapsed)) passedOn += 1;
  const waiting = waitingInLine(entries);
  if (waiting.length === 0) return { offered: 0, passedOn };
  const { event, modalidades, config } = await currentRegistration(eventId);
  let offered = 0;
  for (const codigoModalidad of new Set(waiting.map((entry) => entry.codigoModalidad))) {
    const line = waiting.filter((entry) => entry.codigoModalidad === codigoModalidad);
    const capacidad = config?.configModalidad[codigoModalidad]?.folios.capacidad ?? 0;
    const descripcion = modalidades.find((modality) => modality.codigoModalidad === codigoModalidad)?.descripcionModalidad ?? codigoModalidad;
    const ofertaVence = offerExpiry(now, config?.listaEspera.horasOferta ?? 0);
    for (const entry of line) {
      const { clave, claveHash } = newKey();
      const mail = offerMail(entry, event, descripcion, ofertaVence, clave, now);
      const outcome = await offerPlace(entry, { capacidad, ofertaVence, claveHash, mail });
      if (outcome === 'full') break;
      if (outcome === 'offered') {
        offered += 1;
        await sendOwed(mail);
      }
    }
  }
  return { offered, passedOn };
}

/**
 * Offers at once what the caller just freed: a failure is only logged, since the change that freed
 * the place stands and the scheduled job offers it within a minute anyway.
 */
export async function offerAtOnce(eventId: number): Promise<void> {
  try {
    await offerFreedPlaces(eventId, new Date());
  } catch (error) {
    logger.error('Freed places not offered at once; the job offers them', { eventId, error: error instanceof Error ? error : String(error) });
  }
}

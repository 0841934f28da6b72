// POST /api/events/{eventId}/waitlist — joins a sold-out modality's waiting list with the data step's
// data, no payment (docs/registration.md, Waiting list): one entry per address and modality, at the
// end of the line, and a mail with the link to the athlete's place (to see it or leave).
import { isSoldOut } from '@shared/registration/folios';
import { isRegistrationOpen } from '@shared/registration/registration-api';
import { MAX_WAITLIST, waitlistCorreo } from '@shared/registration/waitlist';
import { joinWaitlistSchema, type JoinedWaitlist } from '@shared/registration/waitlist-api';
import { waitlistApiMessages } from '@shared/registration/waitlist-texts';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { siteOf } from '@lambdas/core/request-site';
import type { WaitlistEntryItem } from '@lambdas/data/waitlist-entry-entity';
import { eventIdOf } from '@lambdas/events/event-path';
import { sendOwed } from '@lambdas/mail/outbox';
import { currentRegistration } from '../form/registration-context';
import { limitWaitlistJoin } from './waitlist-limits';
import { joinedMail, newKey } from './waitlist-mail';
import { addEntry, listEntries } from './waitlist-repository';

const alreadyWaiting = () => new HttpError(409, 'WAITLIST_ALREADY_JOINED', waitlistApiMessages.alreadyWaiting);

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const { codigoModalidad, datos } = parseBody(event, joinWaitlistSchema);
  const correo = waitlistCorreo(datos.correo);
  await limitWaitlistJoin(event, eventId, correo);
  const context = await currentRegistration(eventId);
  if (!isRegistrationOpen(context.event, context.config)) throw new HttpError(409, 'REGISTRATION_CLOSED', waitlistApiMessages.closed);
  const modality = context.modalidades.find((candidate) => candidate.codigoModalidad === codigoModalidad && !candidate.hide);
  const capacidad = context.config?.configModalidad[codigoModalidad]?.folios.capacidad;
  if (!modality || capacidad === undefined) throw new HttpError(404, 'MODALITY_NOT_FOUND', waitlistApiMessages.unknownModality);
  if (!isSoldOut({ capacidad, inscritos: context.held[codigoModalidad] ?? 0 })) throw new HttpError(409, 'NOT_SOLD_OUT', waitlistApiMessages.notSoldOut);
  const line = await listEntries(eventId, codigoModalidad);
  if (line.some((entry) => entry.correo === correo)) throw alreadyWaiting();
  if (line.length >= MAX_WAITLIST) throw new HttpError(409, 'WAITLIST_FULL', waitlistApiMessages.full);
  const now = new Date();
  const { clave, claveHash } = newKey();
  const entry: WaitlistEntryItem = { eventId, codigoModalidad, correo, datos, orden: now.getTime(), alta: now.toISOString(), estado: 'esperando', claveHash, sitio: siteOf(event) };
  const posicion = line.filter((other) => other.estado === 'esperando').length + 1;
  const mail = joinedMail(entry, context.event, modality.descripcionModalidad, posicion, clave, now);
  if (!(await addEntry(entry, mail))) throw alreadyWaiting();
  await sendOwed(mail);
  const body: JoinedWaitlist = { codigoModalidad, posicion };
  return { statusCode: 201, body };
});

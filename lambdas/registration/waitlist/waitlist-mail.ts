// The waiting list's mails and keys (docs/registration.md, Waiting list): the join mail, whose link
// shows the athlete's place and lets them leave, and the offer mail, whose link opens the
// registration with their data and the held place. Each carries a fresh random key; the entry keeps
// only its hash, and the offer's key replaces the join's.
import { createHash, randomBytes } from 'node:crypto';
import { waitlistLinkPath } from '@shared/registration/waitlist-api';
import { waitlistMailTexts } from '@shared/registration/waitlist-texts';
import type { EventSummary } from '@shared/results/event-schemas';
import { escapeHtml } from '@lambdas/core/escape-html';
import type { WaitlistEntryItem } from '@lambdas/data/waitlist-entry-entity';
import { firstDueAt } from '@lambdas/mail/outbox';
import type { OwedMail } from '@lambdas/mail/outbox-repository';
import { instantText } from '../completion/mail-dates';

export const hashKey = (clave: string) => createHash('sha256').update(clave).digest('base64url');

export function newKey(): { clave: string; claveHash: string } {
  const clave = randomBytes(32).toString('base64url');
  return { clave, claveHash: hashKey(clave) };
}

type MailEvent = Pick<EventSummary, 'iDEvento' | 'nombreEvento' | 'zonaHoraria'>;
type MailEntry = Pick<WaitlistEntryItem, 'eventId' | 'codigoModalidad' | 'correo' | 'sitio' | 'datos'>;

function mailOf(entry: MailEntry, kind: 'alta' | 'oferta', subject: string, paragraph: string, linkText: string, clave: string, now: Date): OwedMail {
  const link = `${entry.sitio}${waitlistLinkPath(entry.eventId, { codigoModalidad: entry.codigoModalidad, correo: entry.correo, clave })}`;
  return {
    mailId: `espera:${entry.eventId}:${entry.codigoModalidad}:${entry.correo}:${kind}:${now.getTime()}`,
    kind: 'waitlist',
    to: entry.correo,
    subject,
    html: `<p>${escapeHtml(paragraph)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>`,
    text: `${paragraph}\n\n${linkText}: ${link}\n`,
    dueAt: firstDueAt(now),
  };
}

const nombresOf = (entry: MailEntry) => String((entry.datos as { nombres?: unknown }).nombres ?? '');

export function joinedMail(entry: MailEntry, event: MailEvent, descripcionModalidad: string, posicion: number, clave: string, now: Date): OwedMail {
  const paragraph = waitlistMailTexts.joined(nombresOf(entry), descripcionModalidad, posicion);
  return mailOf(entry, 'alta', waitlistMailTexts.joinedSubject(event.nombreEvento), paragraph, waitlistMailTexts.leaveLink, clave, now);
}

export function offerMail(entry: MailEntry, event: MailEvent, descripcionModalidad: string, ofertaVence: string, clave: string, now: Date): OwedMail {
  const paragraph = waitlistMailTexts.offer(nombresOf(entry), descripcionModalidad, instantText(new Date(ofertaVence), event.zonaHoraria));
  return mailOf(entry, 'oferta', waitlistMailTexts.offerSubject(event.nombreEvento), paragraph, waitlistMailTexts.offerLink, clave, now);
}

// The mails an athlete's change sends (docs/registration.md, Transfers and modality changes), owed in
// the outbox by the transaction that applies it: a transfer tells the one who gave the registration
// away and the one who has it now; a modality change tells its athlete.
import { changeTexts } from '@shared/registration/change-texts';
import { moneyText } from '@shared/registration/money-text';
import { confirmationPath, registrationLink } from '@shared/registration/registration-api';
import { fullName } from '@shared/registration/registrant-name';
import { BASE_CURRENCY } from '@shared/registration/registry-config-schema';
import type { EventSummary } from '@shared/results/event-schemas';
import { escapeHtml } from '@lambdas/core/escape-html';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { firstDueAt } from '@lambdas/mail/outbox';
import type { OwedMail } from '@lambdas/mail/outbox-repository';

const texts = changeTexts.mail;

type Person = Pick<RegistrantItem, 'nombres' | 'correo'>;
type Holder = Pick<RegistrantItem, 'eventId' | 'registroId' | 'llave' | 'sitio' | 'descripcionModalidad' | 'nombreCategoria' | 'numero'>;

interface ChangeMail {
  /** Who it is for, named in its id: the change owes each one mail. */
  who: 'anterior' | 'titular';
  to: Person;
  subject: string;
  paragraphs: string[];
  /** The registration's page, for its holder. */
  link?: string;
}

function owed(eventId: number, cambioId: string, mail: ChangeMail, now: Date): OwedMail {
  const paragraphs = [texts.greeting(mail.to.nombres), ...mail.paragraphs];
  const html = `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${mail.link ? `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(texts.link)}</a></p>` : ''}
<p style="color:#666">${escapeHtml(texts.footer)}</p>
</body></html>`;
  const text = [...paragraphs, ...(mail.link ? [`${texts.link}: ${mail.link}`] : []), texts.footer].join('\n\n');
  return { mailId: `cambio:${eventId}:${cambioId}:${mail.who}`, kind: 'registration', dueAt: firstDueAt(now), to: mail.to.correo, subject: mail.subject, html, text };
}

const details = (holder: Holder) => texts.details(holder.descripcionModalidad, holder.nombreCategoria, holder.numero === undefined ? '—' : String(holder.numero));
/** The holder's own link: after a transfer, with the key the transfer gave them. */
const linkOf = (holder: Holder) => `${holder.sitio}${confirmationPath(holder.eventId, registrationLink(holder.registroId, holder.llave))}`;
const paidText = (total: number) => (total > 0 ? [texts.paid(moneyText(total, BASE_CURRENCY))] : []);

/** A transfer's two mails: `before` the registrant as it was, `after` as the transfer leaves it. */
export function transferMails(event: EventSummary, cambioId: string, before: RegistrantItem, after: RegistrantItem, total: number, now: Date): OwedMail[] {
  const evento = event.nombreEvento;
  return [
    owed(event.iDEvento, cambioId, { who: 'anterior', to: before, subject: texts.transferredAwaySubject(evento), paragraphs: [texts.transferredAway(fullName(after), evento)] }, now),
    owed(event.iDEvento, cambioId, { who: 'titular', to: after, subject: texts.transferredToSubject(evento), paragraphs: [texts.transferredTo(evento), details(after), ...paidText(total)], link: linkOf(after) }, now),
  ];
}

/** A modality change's mail to its athlete. */
export function modalityMails(event: EventSummary, cambioId: string, before: RegistrantItem, after: RegistrantItem, total: number, reembolso: number, now: Date): OwedMail[] {
  const evento = event.nombreEvento;
  const refund = reembolso > 0 ? [texts.refund(moneyText(reembolso, BASE_CURRENCY))] : [];
  return [
    owed(
      event.iDEvento,
      cambioId,
      { who: 'titular', to: after, subject: texts.modalitySubject(evento), paragraphs: [texts.modality(evento, before.descripcionModalidad, after.descripcionModalidad), details(after), ...paidText(total), ...refund], link: linkOf(after) },
      now,
    ),
  ];
}

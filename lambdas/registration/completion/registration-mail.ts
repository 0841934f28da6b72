// A registrant's registration mails: recorded in their mails list and owed in the one outbox
// (lambdas/mail/) by the write that causes them — the completion (folios-repository.ts), the OXXO
// voucher (registrants-repository.ts), the voucher's expiry (places-repository.ts) — then sent from
// there right after. A mail that fails never undoes the registration or payment it reports: the
// outbox's job sends it later. Staff asking for one again get it sent at once, or are told it failed.
import { mailTexts, type MailType } from '@shared/registration/mail-texts';
import type { Order } from '@shared/registration/order-total';
import { confirmationPath, registrationLink, type OxxoVoucher } from '@shared/registration/registration-api';
import type { EventSummary } from '@shared/results/event-schemas';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { firstDueAt } from '@lambdas/mail/outbox';
import { registrantMailId, type OwedMail } from '@lambdas/mail/outbox-repository';
import { sendMail, type OutgoingMail } from '@lambdas/mail/ses-mail';
import { renderMail } from './mail-content';
import { recordMail, type MailRecord } from '../registrants-repository';
import { fullName } from '@shared/registration/registrant-name';

export const mailRecord = (event: Pick<EventSummary, 'nombreEvento'>, tipoCorreo: MailType, now: Date): MailRecord => ({
  date: now.toISOString(),
  subject: mailTexts.subject[tipoCorreo](event.nombreEvento),
  tipoCorreo,
});

export function composeMail(registrant: RegistrantItem, event: EventSummary, tipoCorreo: MailType): OutgoingMail {
  const { subject, html, text } = renderMail({
    tipoCorreo,
    event,
    athlete: {
      nombres: registrant.nombres,
      nombreCompleto: fullName(registrant),
      descripcionModalidad: registrant.descripcionModalidad,
      rama: registrant.rama,
      nombreCategoria: registrant.nombreCategoria,
      numero: registrant.numero,
      order: registrant.order as Order,
      voucher: registrant.voucher as OxxoVoucher | undefined,
    },
    link: `${registrant.sitio}${confirmationPath(registrant.eventId, registrationLink(registrant.registroId, registrant.llave))}`,
  });
  return { to: registrant.correo, subject, html, text };
}

/** A registrant's mail as a write that causes it owes it: recorded on the registrant and put in the outbox in that write. */
export interface RegistrantMail {
  record: MailRecord;
  owed: OwedMail;
}

/**
 * The mail `tipoCorreo` to `registrant` (as the write leaves it), owed at `now`. Recorded as sent with
 * the write, so one the outbox gives up on (a confirmation, a voucher, an expiry) is marked for staff
 * to send again.
 */
export function registrantMail(registrant: RegistrantItem, event: EventSummary, tipoCorreo: MailType, now: Date): RegistrantMail {
  const { eventId, registroId } = registrant;
  return {
    record: mailRecord(event, tipoCorreo, now),
    owed: {
      mailId: registrantMailId(eventId, registroId, tipoCorreo),
      kind: 'registration',
      dueAt: firstDueAt(now),
      ...composeMail(registrant, event, tipoCorreo),
      staffResend: { eventId, registroId },
    },
  };
}

/** Staff asked for the mail again (docs/registration.md §2 Correos enviados): sent and recorded, or the error thrown to them. */
export async function resendMail(registrant: RegistrantItem, event: EventSummary, tipoCorreo: MailType): Promise<void> {
  await sendMail(composeMail(registrant, event, tipoCorreo));
  await recordMail(registrant, mailRecord(event, tipoCorreo, new Date()), { clearUnsent: true });
}

// Sends a registrant one of the registration mails through SES, recorded in their mails list. A mail
// that fails is logged: it never undoes the registration or payment it reports. A completion records
// its mail and puts it in the outbox in its own write (folios-repository.ts), then sends it from
// there (pending-mails.ts); the others record it once sent.
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mailTexts, type MailType } from '@shared/registration/mail-texts';
import type { Order } from '@shared/registration/order-total';
import { confirmationPath, type OxxoVoucher } from '@shared/registration/registration-api';
import type { EventSummary } from '@shared/results/event-schemas';
import { ses } from '@lambdas/core/aws-clients';
import { need } from '@lambdas/core/env';
import { logger } from '@lambdas/core/observability';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { renderMail } from './mail-content';
import { recordMail, type MailRecord } from '../registrants-repository';
import { fullName } from '@shared/registration/registrant-name';

const from = need('MAIL_FROM');

export const mailRecord = (event: Pick<EventSummary, 'nombreEvento'>, tipoCorreo: MailType, now: Date): MailRecord => ({
  date: now.toISOString(),
  subject: mailTexts.subject[tipoCorreo](event.nombreEvento),
  tipoCorreo,
});

/** A mail ready for SES: its address and content. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

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
    link: `${registrant.sitio}${confirmationPath(registrant.eventId, registrant.registroId)}`,
  });
  return { to: registrant.correo, subject, html, text };
}

export async function sendMail({ to, subject, html, text }: OutgoingMail): Promise<void> {
  const utf8 = (data: string) => ({ Data: data, Charset: 'UTF-8' });
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [to] },
      Content: { Simple: { Subject: utf8(subject), Body: { Html: utf8(html), Text: utf8(text) } } },
    }),
  );
}

const deliver = (registrant: RegistrantItem, event: EventSummary, tipoCorreo: MailType) => sendMail(composeMail(registrant, event, tipoCorreo));

const failed = ({ registroId }: RegistrantItem, tipoCorreo: MailType, error: unknown) =>
  logger.error('Registration mail failed', { tipoCorreo, registroId, error: error instanceof Error ? error : String(error) });

export async function sendRegistrationMail(registrant: RegistrantItem, event: EventSummary, tipoCorreo: MailType): Promise<void> {
  try {
    await deliver(registrant, event, tipoCorreo);
    await recordMail(registrant, mailRecord(event, tipoCorreo, new Date()));
  } catch (error) {
    failed(registrant, tipoCorreo, error);
  }
}

/** Staff asked for the mail again (docs/registration.md §2 Correos enviados): sent and recorded, or the error thrown to them. */
export async function resendMail(registrant: RegistrantItem, event: EventSummary, tipoCorreo: MailType): Promise<void> {
  await deliver(registrant, event, tipoCorreo);
  await recordMail(registrant, mailRecord(event, tipoCorreo, new Date()), { clearUnsent: true });
}

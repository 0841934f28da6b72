// Sends a registrant one of the registration mails through SES and notes it in their mails list. A
// mail that fails is logged: it never undoes the registration or payment it reports.
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { OnlineMailType } from '../../shared/registration/mail-texts';
import type { Order } from '../../shared/registration/order-total';
import { confirmationPath, type OxxoVoucher } from '../../shared/registration/registration-api';
import type { EventSummary } from '../../shared/results/event-schemas';
import { ses } from '../core/aws-clients';
import { need } from '../core/env';
import type { RegistrantItem } from '../data/registrant-entity';
import { renderMail } from './mail-content';
import { recordMail } from './registrants-repository';
import { fullName } from '../../shared/registration/registrant-name';

const from = need('MAIL_FROM');

export async function sendRegistrationMail(registrant: RegistrantItem, event: EventSummary, tipoCorreo: OnlineMailType): Promise<void> {
  const { eventId, registroId } = registrant;
  try {
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
      link: `${registrant.sitio}${confirmationPath(eventId, registroId)}`,
    });
    const utf8 = (data: string) => ({ Data: data, Charset: 'UTF-8' });
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [registrant.correo] },
        Content: { Simple: { Subject: utf8(subject), Body: { Html: utf8(html), Text: utf8(text) } } },
      }),
    );
    await recordMail({ eventId, registroId }, { date: new Date().toISOString(), subject, tipoCorreo });
  } catch (error) {
    console.error(`Registration mail ${tipoCorreo} of registrant ${registroId} (event ${eventId}) failed`, error);
  }
}

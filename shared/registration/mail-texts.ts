// The registration mails' texts (docs/registration.md §3 Mail registry entry), in Spanish. Types 1
// to 5 are the spec's (2 and 3 for registrations at the desk); 6 tells the registrant an unpaid OXXO
// voucher expired.
import { registrationTexts } from './registration-texts';
export const MAIL_TYPES = { registro: 1, puntoDeVenta: 2, codigo: 3, pagoRecibido: 4, fichaOxxo: 5, fichaVencida: 6 } as const;
export type MailType = (typeof MAIL_TYPES)[keyof typeof MAIL_TYPES];

interface CompleteRegistrant {
  statusPago: { formaPago: string };
  /** docs/registration.md §3 Registration origin: 2 point of sale, 3 enrollment code; 1 and 4 online. */
  tipoRegistro: number;
}

/** The confirmation of a complete registration: the desk's own mails, payment received, or the free registration's notice. */
export function confirmationMailType({ statusPago, tipoRegistro }: CompleteRegistrant): MailType {
  if (tipoRegistro === 2) return MAIL_TYPES.puntoDeVenta;
  if (tipoRegistro === 3) return MAIL_TYPES.codigo;
  return statusPago.formaPago === 'efectivo' ? MAIL_TYPES.registro : MAIL_TYPES.pagoRecibido;
}

export const mailTexts = {
  subject: {
    1: (evento: string) => `Inscripción confirmada - ${evento}`,
    2: (evento: string) => `Inscripción en punto de venta confirmada - ${evento}`,
    3: (evento: string) => `Inscripción con código confirmada - ${evento}`,
    4: (evento: string) => `Inscripción confirmada y pago recibido - ${evento}`,
    5: (evento: string) => `Ficha de pago OXXO y confirmación de registro - ${evento}`,
    6: (evento: string) => `Tu ficha de pago OXXO venció - ${evento}`,
  },
  greeting: (nombre: string) => `Hola ${nombre}:`,
  intro: {
    1: 'Tu inscripción está confirmada. Estos son los datos de tu registro.',
    2: 'Tu inscripción quedó registrada y pagada en el punto de venta. Estos son los datos de tu registro.',
    3: 'Tu inscripción con código quedó confirmada. Estos son los datos de tu registro.',
    4: 'Recibimos tu pago y tu inscripción está confirmada. Estos son los datos de tu registro.',
    5: 'Registramos tus datos. Tu inscripción quedará confirmada y se te asignará folio al pagar la ficha en cualquier tienda OXXO antes de que venza.',
    6: 'Tu ficha de pago venció sin que se registrara el pago, así que tu registro fue cancelado y su lugar quedó libre. Si aún quieres participar, haz un nuevo registro.',
  },
  event: 'Evento',
  eventDate: 'Fecha y hora',
  place: 'Lugar',
  /** An instant on the event's clock, 24 h, with its zone named: '… a las 07:00 (hora de Ciudad de México)'. */
  inZone: (dateTime: string, zone: string) => `${dateTime} (${zone})`,
  athlete: 'Atleta',
  modality: 'Modalidad',
  rama: 'Rama',
  category: 'Categoría',
  folio: 'Folio',
  folioPending: registrationTexts.folioPending,
  folioPendingDetail: registrationTexts.folioPendingDetail,
  payment: 'Forma de pago',
  paidAtDesk: 'Efectivo en punto de venta',
  enrollmentCode: 'Código de inscripción',
  orderTitle: 'Detalle de compra',
  total: 'Total',
  totalInPesos: 'Total en pesos mexicanos',
  voucherTitle: 'Ficha de pago OXXO',
  reference: 'Referencia',
  amountToPay: 'Monto a pagar',
  expires: 'Vence',
  voucherInstructions: 'Presenta esta referencia en cualquier tienda OXXO y paga el monto exacto en efectivo. OXXO cobra una comisión adicional al momento del pago.',
  link: 'Consulta tu confirmación',
  footer: 'Este correo se envió automáticamente; por favor no lo respondas.',
} as const;

// The texts of the registrant's confirmation page, the liability waiver PDF and the digital race
// bib (docs/registration.md §2 Confirmation page types, §5 minor waiver), in Spanish.
import type { ConfirmationType, PaymentStatus } from './registration-api';
import { flowTexts } from './registration-flow-texts';
import { registrationTexts } from './registration-texts';

export const confirmationTexts = {
  title: 'Detalle de inscripción',
  /** docs/registration.md §2: type 0 is worded by the spec; the others are ours. */
  status: {
    0: 'Confirmación pendiente',
    1: 'Inscripción completa',
    2: 'Registro guardado, pago pendiente',
    3: 'Pago recibido',
    4: 'Inscripción con código',
  } satisfies Record<ConfirmationType, string>,
  statusDetail: {
    0: 'Estamos confirmando tu registro; esta página se actualiza sola.',
    1: 'Tu lugar en el evento está asegurado.',
    2: 'Tus datos quedaron registrados. Paga la ficha en cualquier tienda OXXO antes de que venza para asegurar tu lugar.',
    3: 'Recibimos tu pago. Tu lugar en el evento está asegurado.',
    4: 'Te inscribiste con un código de inscripción. Tu lugar en el evento está asegurado.',
  } satisfies Record<ConfirmationType, string>,
  cancelledTitle: 'Ficha de pago vencida',
  cancelled: 'La ficha de pago venció sin recibir el pago y el lugar fue liberado. Para participar necesitas hacer un nuevo registro.',
  /** The spec's word for a full modality (docs/registration.md §4 Other), as the registration flow shows it. */
  soldOutTitle: flowTexts.soldOut,
  soldOut: (modalidad: string) =>
    `La modalidad ${modalidad} ya no tiene lugares, así que tu registro no se completó y no se hizo ningún cargo. Si quieres participar, regístrate de nuevo en otra modalidad.`,
  folioPending: registrationTexts.folioPending,
  folioPendingDetail: registrationTexts.folioPendingDetail,
  athlete: 'Datos del atleta',
  name: 'Nombre',
  modality: 'Modalidad',
  rama: 'Rama',
  category: 'Categoría',
  folio: 'Folio',
  registeredAt: 'Fecha de registro',
  order: 'Detalle de compra',
  payment: 'Detalle de pago',
  paymentStatus: 'Estatus',
  paymentStatusLabels: { ok: 'Pagado', pendiente: 'Pendiente de pago' } satisfies Record<PaymentStatus['status'], string>,
  paymentMethod: 'Forma de pago',
  /** formaPago '' is an online registration not finished (docs/registration.md §3 statusPago). */
  paymentMethodLabels: { card: 'Tarjeta', efectivo: 'Efectivo', oxxo_pay: 'Pago en OXXO', '': 'Registro en línea incompleto' } satisfies Record<
    PaymentStatus['formaPago'],
    string
  >,
  registrationMethod: 'Forma de inscripción',
  registrationMethodLabels: { 'en linea': 'En línea', 'punto de Venta': 'Punto de venta' } satisfies Record<PaymentStatus['formaInscripcion'], string>,
  paidAt: 'Fecha de pago',
  card: 'Tarjeta',
  cardEnding: (brand: string, last4: string) => `${brand} terminación ${last4}`,
  operationId: 'Id de operación',
  charged: 'Monto cobrado',
  voucher: 'Ficha de pago en OXXO',
  voucherAmount: 'Monto a pagar',
  voucherReference: 'Referencia',
  voucherExpires: 'Vence',
  voucherSteps: [
    'Acude a cualquier tienda OXXO antes de la fecha de vencimiento.',
    'Indica en caja que quieres hacer un pago de OXXO Pay.',
    'Dicta al cajero el número de referencia.',
    'Paga el monto en efectivo; OXXO cobra una comisión adicional al momento del pago.',
    'Conserva tu comprobante. Cuando se confirme el pago recibirás un correo y tu folio.',
  ],
  voucherExpiry: 'Si la ficha vence sin pagarse, el lugar se libera y tendrás que registrarte de nuevo.',
  link: 'Liga de tu inscripción',
  linkHelp: 'Guarda esta liga o el código QR para consultar tu inscripción cuando quieras.',
  qrLabel: 'Código QR de la liga de tu inscripción',
  downloadWaiver: 'Descargar carta responsiva',
  downloadRaceBib: 'Descargar número digital',
  invalidLink: 'La liga de inscripción no es válida',
  transferredTitle: 'Inscripción traspasada',
  raceBibFileName: (eventName: string, numero: number) => `${eventName} - número ${numero}.jpg`,
} as const;

/** What the waiver fills in; dates already written out in words. */
export interface WaiverData {
  evento: string;
  fecha: string;
  lugar: string;
  participante: string;
  fechaNacimiento: string;
  modalidad: string;
  categoria: string;
  folio: number | null;
}

const RISKS = 'caídas, lesiones, deshidratación, golpe de calor, problemas cardiacos e incluso la muerte';
const BLANK = '______________________________';

export const waiverTexts = {
  adultTitle: 'CARTA RESPONSIVA Y DESLINDE DE RESPONSABILIDAD',
  minorTitle: 'CARTA RESPONSIVA PARA MENORES DE EDAD',
  minorSubtitle: 'Autorización y deslinde de responsabilidad del padre, madre o tutor',
  dataLabels: {
    evento: 'Evento',
    fecha: 'Fecha',
    lugar: 'Lugar',
    participante: 'Participante',
    fechaNacimiento: 'Fecha de nacimiento',
    modalidad: 'Modalidad',
    categoria: 'Categoría',
    folio: 'Folio',
  } satisfies Record<keyof WaiverData, string>,
  folioPending: 'Por asignar',
  adult: (d: WaiverData) => [
    `Yo, ${d.participante}, declaro que participo por mi propia voluntad en ${d.evento}, que se celebrará el ${d.fecha} en ${d.lugar}, en la modalidad ${d.modalidad}.`,
    `Declaro que estoy en buenas condiciones de salud, que me preparé de manera adecuada para la distancia y que no padezco enfermedad o lesión alguna que me impida participar. Conozco los riesgos propios de una carrera a pie, entre ellos ${RISKS}, y los asumo.`,
    'Me comprometo a respetar el reglamento del evento, la ruta marcada y las indicaciones de los jueces, del personal médico y de las autoridades. Acepto que el comité organizador me retire de la competencia si, a su juicio, mi salud o la de otras personas corre peligro.',
    'Libero de toda responsabilidad al comité organizador, a los patrocinadores, a las autoridades y a los voluntarios por cualquier accidente, lesión, daño o pérdida de objetos personales que sufra antes, durante o después del evento, y renuncio a cualquier reclamación por ello.',
    'Autorizo que se me brinde atención médica de emergencia si la necesito, y que mi imagen, mi nombre y mis resultados aparezcan en fotografías, videos y publicaciones del evento.',
    'Declaro que los datos de mi registro son verdaderos y que mi número de corredor es personal e intransferible.',
  ],
  minor: (d: WaiverData) => [
    `Yo, ${BLANK}, en mi carácter de padre, madre o tutor del menor ${d.participante}, con fecha de nacimiento ${d.fechaNacimiento}, autorizo su participación en ${d.evento}, que se celebrará el ${d.fecha} en ${d.lugar}, en la modalidad ${d.modalidad}.`,
    `Declaro que el menor está en buenas condiciones de salud y preparado para la distancia. Conozco los riesgos propios de una carrera a pie, entre ellos ${RISKS}, y los asumo en su nombre.`,
    'Me comprometo a que el menor respete el reglamento, la ruta marcada y las indicaciones de los jueces y del personal médico, y a acompañarlo, o a designar a un adulto responsable, en la entrega de paquetes, la salida y la meta.',
    'Libero de toda responsabilidad al comité organizador, a los patrocinadores, a las autoridades y a los voluntarios por cualquier accidente, lesión, daño o pérdida que sufra el menor antes, durante o después del evento, y renuncio en su nombre y en el mío a cualquier reclamación por ello.',
    'Autorizo que se le brinde atención médica de emergencia si la necesita, y que su imagen, su nombre y sus resultados aparezcan en fotografías, videos y publicaciones del evento.',
    'Declaro que los datos del registro son verdaderos y que el número de corredor es personal e intransferible.',
  ],
  adultSignatures: ['Nombre y firma del participante', 'Fecha'],
  minorSignatures: ['Nombre y firma del padre, madre o tutor', 'Parentesco con el menor', 'Teléfono de contacto', 'Firma del menor'],
  qrCaption: 'Consulta tu inscripción en:',
  fileName: (eventName: string, athleteName: string) => `${eventName} - ${athleteName}.pdf`,
} as const;

// The texts of the changes an athlete makes to a registration (docs/registration.md, Transfers and
// modality changes): the confirmation page's section, the new athlete's page, the API's refusals and
// the change log's descriptions, in Spanish.
import type { ChangeKind, ChangeState } from './change-api';

export const changeTexts = {
  sectionTitle: 'Cambios a tu inscripción',
  until: (fecha: string) => `Disponible hasta el ${fecha}.`,
  fee: 'Cuota',
  transferTitle: 'Traspasar a otra persona',
  transferHelp: 'La otra persona abre el enlace, captura sus datos y paga la cuota; hasta entonces la inscripción sigue siendo tuya.',
  transferFolioKept: 'El folio se conserva.',
  transferFolioRedrawn: 'La nueva persona recibe un folio nuevo.',
  startTransfer: 'Generar enlace de traspaso',
  transferLink: 'Comparte este enlace con la nueva persona',
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado',
  cancelTransfer: 'Cancelar traspaso',
  modalityTitle: 'Cambiar de modalidad',
  modalityHelp: 'Pagas la diferencia de precio y la cuota del cambio; tu categoría se calcula de nuevo para la nueva modalidad.',
  modalityLabel: 'Nueva modalidad',
  chooseModality: 'Elige una modalidad',
  quoteModality: 'Ver el costo del cambio',
  cancelModality: 'Cancelar cambio',
  refundOwed: (monto: string) => `Se te reembolsarán ${monto} por la diferencia de precio.`,
  noRefund: 'Si la nueva modalidad cuesta menos, la diferencia no se reembolsa.',
  totalToPay: 'Total a pagar',
  payChange: 'Pagar cambio',
  confirmFree: 'Confirmar cambio',
  pendingModality: (modalidad: string) => `Cambio a ${modalidad} pendiente de pago.`,
  pendingTransfer: 'Traspaso pendiente: esperando a que la nueva persona capture sus datos y pague.',
  changeDone: 'Listo: el cambio quedó aplicado.',
  cancelled: 'Cambio cancelado',
  // The new athlete's page (/traspaso).
  transferPageTitle: 'Traspaso de inscripción',
  transferPageIntro: (evento: string, modalidad: string) => `Te traspasan una inscripción a ${evento}, modalidad ${modalidad}. Captura tus datos y paga la cuota para que quede a tu nombre.`,
  yourData: 'Tus datos',
  transferDone: 'La inscripción ya está a tu nombre.',
  openConfirmation: 'Ver mi inscripción',
  invalidLink: 'El enlace de traspaso no es válido.',
  stateTexts: {
    pendiente: 'Pendiente de pago',
    cobrando: 'Procesando el pago',
    aplicado: 'Aplicado',
    cancelado: 'Cancelado',
    deshecho: 'Deshecho por el organizador',
  } satisfies Record<ChangeState, string>,
  closedTexts: {
    cancelado: 'Este traspaso fue cancelado por quien tiene la inscripción.',
    deshecho: 'El organizador deshizo este cambio.',
    aplicado: 'Este traspaso ya se aplicó. El enlace a la inscripción llegó al correo de quien la recibió.',
  },
  // Order lines.
  lines: {
    difference: 'Diferencia de precio',
    changeFee: 'Cuota de cambio de modalidad',
    transferFee: 'Cuota de traspaso',
  },
  // The change log (docs/registrant-admin.md, Changes by the athlete).
  log: {
    transfer: (antes: string, despues: string, pagado: string, folioNuevo: boolean) =>
      `Traspaso por el atleta: de ${antes} a ${despues}; pagado ${pagado}${folioNuevo ? '; folio nuevo' : ''}`,
    modality: (antes: string, despues: string, pagado: string, reembolso: string) => `Cambio de modalidad por el atleta: de ${antes} a ${despues}; pagado ${pagado}${reembolso}`,
    refund: (monto: string) => `; reembolso pendiente ${monto}`,
    undone: (kind: ChangeKind) => `Deshecho por el organizador: ${kind === 'traspaso' ? 'traspaso' : 'cambio de modalidad'}`,
  },
  athleteName: '(atleta)',
  // The mails a change sends (docs/registration.md, Transfers and modality changes).
  mail: {
    greeting: (nombres: string) => `Hola ${nombres}:`,
    transferredAwaySubject: (evento: string) => `Tu inscripción a ${evento} fue traspasada`,
    transferredAway: (nuevo: string, evento: string) => `Tu inscripción a ${evento} quedó traspasada a ${nuevo}. Ya no está a tu nombre.`,
    transferredToSubject: (evento: string) => `Tu inscripción a ${evento} (traspaso)`,
    transferredTo: (evento: string) => `Recibiste por traspaso una inscripción a ${evento}. Ya está a tu nombre.`,
    modalitySubject: (evento: string) => `Cambio de modalidad en ${evento}`,
    modality: (evento: string, antes: string, despues: string) => `Tu inscripción a ${evento} cambió de ${antes} a ${despues}.`,
    paid: (monto: string) => `Pagaste ${monto}.`,
    refund: (monto: string) => `Se te reembolsarán ${monto}.`,
    details: (modalidad: string, categoria: string, folio: string) => `Modalidad: ${modalidad}. Categoría: ${categoria}. Folio: ${folio}.`,
    link: 'Ver mi inscripción',
    footer: 'Este correo se envió automáticamente; no respondas a esta dirección.',
  },
  undo: 'Deshacer',
  undoConfirm: '¿Deshacer este cambio? La inscripción vuelve a como estaba antes; lo cobrado no se reembolsa solo.',
  undoDone: 'Cambio deshecho',
} as const;

/** The API's refusals. */
export const changeApiMessages = {
  notAllowed: 'El organizador no permite este cambio.',
  registrationClosed: 'Las inscripciones del evento ya cerraron: no se aceptan cambios.',
  deadlinePassed: 'El plazo para este cambio ya terminó.',
  notComplete: 'Solo una inscripción completa y pagada puede cambiarse.',
  pendingExists: 'Ya hay un cambio pendiente para esta inscripción: cancélalo o termínalo primero.',
  sameModality: 'Ya estás inscrito en esa modalidad.',
  modalityUnavailable: 'Esa modalidad no está disponible.',
  noCategory: 'La modalidad no tiene categoría para la edad y el género de la persona.',
  soldOut: 'La modalidad elegida ya no tiene lugares disponibles.',
  noFolio: 'La modalidad elegida ya no tiene folios disponibles.',
  changeNotFound: 'No encontramos este cambio.',
  notPending: 'Este cambio ya no está pendiente.',
  inProgress: 'Estamos procesando un pago de este cambio; espera un momento.',
  dataRequired: 'Captura los datos de la nueva persona.',
  methodMismatch: 'La forma de pago no corresponde al total del cambio.',
  sameHolder: 'La nueva persona debe ser distinta de quien tiene la inscripción.',
  registrationChanged: 'La inscripción cambió mientras se aplicaba el cambio; intenta de nuevo.',
  notUndoable: 'Este cambio no puede deshacerse.',
} as const;

// The registration texts a user sees, in Spanish, exactly as the race-registration spec writes them.
export const registrationTexts = {
  suggestedForAge: '(Sugerida para tu edad)',
  /** docs/registration.md §2: the notice while a registrant has no bib number yet; the page, the flow and the mails show it. */
  folioPending: 'Asignado folio',
  folioPendingDetail: 'Tu número de corredor se asigna cuando tu inscripción queda completa.',
  chooseGenderAndBirthDate: 'Selecciona el género y fecha de nacimiento para continuar',
  noCategoriesForAge: 'La modalidad seleccionada no tiene categorias disponibles para su edad y genero',
  productSingleUnit: 'Este producto ya fue agregado y permite una sola unidad',
  productMaxTimes: (max: number) => `Este producto máximo puede ser agredo ${max} veces`,
  feeName: 'Comisión OnLine',
  feeDescription: 'Comisión por registro y pago en linea',
  groupDiscountName: 'Descuento de grupo',
  groupOrderName: (etiqueta: string, miembros: number) => `Inscripción grupal ${etiqueta} (${miembros} atletas)`,
  groupDiscountDescription: (porcentaje: number, miembros: number) => `${porcentaje} % por grupo de ${miembros} atletas`,
  baseCurrencyName: 'Pesos Mexicanos',
  required: 'Campo requerido',
  emailRule: 'Campo Requerido no puede incluir espacios',
  nameRule: 'Campo de requerido',
  phoneRule: 'Mínimo 10 dígitos (solo números)',
  birthDateRule: 'Revisa el formato (AAAA-MM-DD)',
  /** A form value in an order line's description, e.g. 'Talla: G'. */
  fieldValue: (label: string, value: string) => `${label}: ${value}`,
  checked: 'Sí',
  // Configuration errors the organizer sees; the spec gives them no wording.
  invalidRegex: 'Expresión regular inválida',
  windowEndsBeforeStart: 'La fecha hasta debe ser posterior a desde',
  repeatedCurrency: 'Moneda repetida',
  baseCurrencyRule: 'La moneda base es MXN con tipo de cambio 1',
  repeatedDiscountCode: 'Código de descuento repetido',
  percentRange: 'El porcentaje va de 1 a 100',
  overlappingFolios: (codigo: string) => `Los folios se cruzan con los de ${codigo}`,
  closesBeforeOpening: 'El cierre de inscripciones debe ser posterior a la apertura',
} as const;

/** What the registration API answers (docs/registration.md §8 where it gives the words; the server's own otherwise). */
export const registrationApiMessages = {
  registrationClosed: 'Las inscripciones de este evento están cerradas',
  registrationOpensOn: (when: string) => `Las inscripciones de este evento abren el ${when}`,
  registrantNotFound: 'Registro no encontrado',
  /** A link of whoever held the registration before a transfer: it names no one, and shows nothing of the holder now. */
  registrationTransferred: 'Esta inscripción fue traspasada a otra persona, así que este enlace ya no da acceso a ella. Quien la tiene ahora recibió su propio enlace por correo.',
  modalityUnavailable: 'La modalidad elegida no está disponible',
  soldOut: 'AGOTADO: la modalidad ya no tiene lugares',
  lastPlacesForImmediatePayment: 'Quedan los últimos lugares de esta modalidad y se apartan solo con pago inmediato: paga con tarjeta para asegurar el tuyo',
  categoryNotOffered: 'La categoría elegida no corresponde a tu edad y género',
  reviewRequired: 'Revisa los campos requeridos',
  productUnavailable: 'El producto elegido no está disponible',
  discountApplied: (amount: string) => `Descuento de ${amount} aplicado`,
  /** Why a code was refused, by DiscountRefusal. */
  /** Whatever the reason (unknown, used up, nothing to take off): a guesser learns nothing of which codes exist. */
  discountRefused: 'Código inválido',
  /** The code's last use went to someone else between the draft and its payment. */
  discountGoneAtPayment: 'El código de descuento ya no está disponible; regresa y quítalo para continuar.',
  paymentMethodUnavailable: 'Método de pago no disponible para este registro',
  paymentInProgress: 'Pago en proceso, espera un momento',
  paymentFailed: (details: string[]) => `Error procesando el pago: ${details.join(' - ')}`,
  voucherPending: 'Ya tienes una ficha de pago en OXXO pendiente',
  registrantDeleted: 'Este registro fue borrado por el organizador del evento; no se puede pagar.',
  voucherExpired: 'Tu ficha de pago venció; es necesario un nuevo registro',
  notificationUnverified: 'Notificación no verificada',
  /** A member of a group order is paid only with its group, by its payer. */
  paidWithGroup: 'Esta inscripción se paga con su grupo: usa el enlace de pago de quien hizo el registro grupal.',
  groupCurrency: 'Todos los atletas del grupo pagan en la misma moneda',
  groupOneCode: 'Un grupo puede usar un solo código de descuento',
  groupAttemptUsed: 'Este intento ya registró a otra persona; recarga la página e intenta de nuevo.',
  groupSize: (min: number, max: number) => `Un grupo registra de ${min} a ${max} atletas`,
} as const;

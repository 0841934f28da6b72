// The texts of the registration at the desk (the admin screen's 'Formulario' tab), in Spanish.
export const deskTexts = {
  title: 'Registro en punto de venta',
  registering: (nombre: string) => `Inscripción de ${nombre}`,
  paymentLegend: 'Forma de pago',
  methods: { 2: 'Efectivo (punto de venta)', 3: 'Código de inscripción' },
  codeLabel: 'Código de inscripción',
  codeHint: 'El código se valida y se descuenta al registrar.',
  totalToCollect: 'Total a cobrar',
  submit: 'Registrar',
  reviewErrors: 'Revisa los datos marcados:',
  // Without a gendered participle: the desk registers anyone ("Ximena quedó inscrito" read wrong).
  successTitle: (nombre: string) => `Inscripción completa de ${nombre}`,
  folio: (numero: number) => `Folio ${numero}`,
  confirmationLink: 'Ver confirmación',
  next: 'Registrar a otra persona',
  closed: 'Las inscripciones de este evento están cerradas.',
} as const;

/** What the desk route answers besides the online registration's messages. */
export const deskApiMessages = {
  attemptTaken: 'Este intento de registro ya fue usado por otro registro; vuelve a intentarlo.',
} as const;

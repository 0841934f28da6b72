// The registration texts a user sees, in Spanish, exactly as the race-registration spec writes them.
export const registrationTexts = {
  suggestedForAge: '(Sugerida para tu edad)',
  chooseGenderAndBirthDate: 'Selecciona el género y fecha de nacimiento para continuar',
  noCategoriesForAge: 'La modalidad seleccionada no tiene categorias disponibles para su edad y genero',
  productSingleUnit: 'Este producto ya fue agregado y permite una sola unidad',
  productMaxTimes: (max: number) => `Este producto máximo puede ser agredo ${max} veces`,
  feeName: 'Comisión OnLine',
  feeDescription: 'Comisión por registro y pago en linea',
  baseCurrencyName: 'Pesos Mexicanos',
  // Configuration errors the organizer sees; the spec gives them no wording.
  invalidRegex: 'Expresión regular inválida',
  windowEndsBeforeStart: 'La fecha hasta debe ser posterior a desde',
  repeatedCurrency: 'Moneda repetida',
  baseCurrencyRule: 'La moneda base es MXN con tipo de cambio 1',
} as const;

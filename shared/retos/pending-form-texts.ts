// The notice of a reto form still to fill (docs/retos.md §2.6), shown on the steps after the first.
export const pendingFormTexts = {
  title: 'Tienes un formulario pendiente',
  text: 'El organizador agregó un formulario a este reto. Complétalo en el paso 1 para poder avanzar.',
  action: 'Completar formulario',
} as const;

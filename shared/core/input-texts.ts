// What a configuration form says of an input the schema's own words do not cover: an empty or
// unreadable number, date-time or required text.
export const inputMessages = {
  numberExpected: 'Escribe un número válido',
  dateTimeExpected: 'Escribe la fecha y la hora',
  /** Heading of a form's list of what to fix. */
  reviewFields: 'Revisa los campos marcados:',
  /** Asked before a tab switch would drop a form's unsaved changes. */
  discardUnsaved: 'Hay cambios sin guardar en esta sección. ¿Salir sin guardarlos?',
} as const;

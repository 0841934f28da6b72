// Texts of an organizer web's form sections and what visitors send through them (platform spec
// docs/sites.md §2.10, docs/retos.md §3 Form submission): the API's answers, the renderer's, the event admin's 'Formularios'
// tab and the site editor's fields of a form section.
export const formApiMessages = {
  formNotFound: 'Este formulario no existe o ya no está disponible',
  notOnSite: 'Este formulario no está disponible en este sitio',
  emptyForm: 'Llena al menos un campo del formulario',
  tooLong: (max: number) => `Tus respuestas son demasiado largas: en total caben ${max} caracteres`,
  badCursor: 'La posición de la lista no es válida; vuelve a cargarla',
} as const;

export const formSectionTexts = {
  unavailable: 'Este formulario no está disponible',
} as const;

export const formAdminTexts = {
  form: 'Formulario',
  noForms: 'El evento no tiene formularios para la web: crea en Configuración un grupo de campos que ninguna categoría use y agrégalo a la web como sección de formulario',
  noSubmissions: 'Aún no hay respuestas de este formulario',
  date: 'Fecha',
  showMore: 'Mostrar más',
  downloadCsv: 'Descargar CSV',
  caption: (form: string) => `Respuestas del formulario ${form}`,
  csvTruncated: (rows: number) => `El CSV trae solo las ${rows} respuestas más recientes`,
} as const;

export const formEditorTexts = {
  grupo: 'Grupo de campos',
  noGroups: 'El evento no tiene grupos de campos: créalos en Configuración',
  missingGroup: (grupo: string) => `${grupo} (no existe en el evento)`,
  title: 'Título',
  submitText: 'Texto del botón de enviar',
  backText: 'Texto del botón para regresar al formulario',
} as const;

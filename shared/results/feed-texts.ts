// Texts of the open results feed and its widget (docs/results.md 'The open results feed'): what its
// routes answer, the CSV columns, the widget's page, the OpenAPI document and the console's panel.

/** What the feed's routes answer when they cannot serve a request. */
export const feedApiTexts = {
  resultsNotPublic: 'Los resultados de este evento aún no son públicos',
  invalidFormat: 'El formato debe ser json o csv',
  invalidPassesQuery: 'Indica la modalidad con su filtro de puntos de control, o ninguno de los dos',
  invalidList: 'Indica una lista de la modalidad: general, genero, categoria, ganadores o pasos',
  athleteNotFound: 'Atleta no encontrado en los resultados',
} as const;

/** The CSV files' column names, as a spreadsheet shows them. */
export const feedCsvColumns = {
  place: 'Posición',
  bib: 'Número',
  name: 'Nombre',
  branch: 'Rama',
  category: 'Categoría',
  modality: 'Modalidad',
  official: 'Tiempo oficial',
  real: 'Tiempo real',
  overall: 'Lugar general',
  inBranch: 'Lugar en rama',
  inCategory: 'Lugar en categoría',
  finishClock: 'Hora de llegada',
  status: 'Estado',
  point: 'Punto',
  time: 'Tiempo',
  clock: 'Hora',
  splitTime: (point: string) => `${point} (tiempo)`,
  finished: 'Finalizó',
} as const;

/** The widget's page: its lists, states and links. */
export const widgetTexts = {
  title: (event: string) => `Resultados · ${event}`,
  live: 'En vivo · resultados preliminares',
  upcoming: 'Próximo evento',
  final: 'Resultados oficiales',
  notYet: 'Los resultados se publicarán aquí en cuanto empiece el evento.',
  modality: 'Modalidad',
  list: 'Lista',
  show: 'Ver',
  general: 'General',
  winners: 'Ganadores',
  passes: 'Últimos pasos (todas las modalidades)',
  branchGroup: 'Por rama',
  categoryGroup: 'Por categoría',
  noRows: 'Aún no hay finalistas en esta lista.',
  noPasses: 'Aún no hay pasos registrados.',
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  finishers: (total: number) => `${total.toLocaleString('es-MX')} ${total === 1 ? 'finalista' : 'finalistas'}`,
  platformLink: 'Ver todos los resultados',
  eventLink: 'Ver el evento',
  updatedAt: (clock: string) => `Actualizado a las ${clock}`,
} as const;

/** The feed's OpenAPI document. */
export const feedApiDocTexts = {
  title: 'Feed abierto de resultados',
  description:
    'Los resultados publicados de cada evento en vivo o cerrado, en JSON o CSV (?formato=csv; columnas en español, separadas por comas, con comillas en las celdas que llevan comas, punto y coma, comillas o saltos de línea). Cada respuesta trae un ETag fuerte de la versión publicada: con If-None-Match se responde 304 sin cuerpo. Se guardan en caché 2 segundos (más 1 mientras se revalida), así que una lectura de cronometraje aparece en el feed en segundos. Cada dirección tiene un límite de solicitudes por minuto (429 con Retry-After). Un evento próximo, sin resultados públicos, responde 404.',
  eventId: 'Número del evento (iDEvento).',
  bib: 'Número de corredor (máximo 12 caracteres).',
  formato: 'json (por omisión) o csv.',
  modalidad: 'Código de la modalidad (codigoModalidad).',
  view: 'La lista: general, genero (por rama), categoria (por categoría de edad de una rama) o ganadores.',
  group: 'La rama (V, F o M) en genero, o la categoría en categoria (rama-código, p. ej. F-2); nada en general y ganadores.',
  page: 'Página de 100 renglones, desde 1.',
  lista: 'La lista que muestra el widget: general, ganadores, genero:V, categoria:F-2 o pasos (los últimos pasos del evento); general por omisión.',
  filtro: 'Filtro de puntos de control: 0 la meta, 100000 los atletas aún en carrera, o el código de un punto (1000 × punto + vuelta). Sin modalidad ni filtro: los últimos 20 pasos del evento.',
  event: 'El evento, sus modalidades y cada lista con su número de finalistas y de páginas.',
  standings: 'Una página publicada de una lista de resultados.',
  passes: 'Los últimos 20 pasos por puntos de control, del más reciente al más antiguo.',
  athlete: 'El resultado publicado de un atleta, con sus parciales y su estado.',
  widget: 'La página del widget de resultados (HTML), que cualquier sitio puede enmarcar.',
  openApi: 'Este documento.',
  notModified: 'La versión que el cliente ya tiene (If-None-Match) sigue vigente.',
  badRequest: 'Consulta inválida.',
  notFound: 'El evento no existe o sus resultados aún no son públicos; o el atleta o la página no existen.',
  tooMany: 'Demasiadas solicitudes desde esta dirección; Retry-After dice cuándo volver.',
  csv: 'Los mismos datos como CSV.',
} as const;

/** The organizer console's panel with the widget's snippets and the feed's addresses. */
export const feedConsoleTexts = {
  title: 'Resultados en tu sitio',
  intro:
    'Pega una de estas líneas en otro sitio para mostrar los resultados del evento: se actualizan solos mientras el evento está en vivo. Los resultados aparecen cuando el evento está en vivo o cerrado.',
  scriptLabel: 'Con script (ajusta su altura al contenido)',
  iframeLabel: 'Solo iframe (altura fija, para sitios que no aceptan scripts)',
  copy: 'Copiar',
  copied: 'Copiado al portapapeles',
  copyFailed: 'No se pudo copiar: selecciona el texto y cópialo',
  feedTitle: 'Feed abierto (JSON y CSV)',
  feedHint: 'Para sistemas y hojas de cálculo: las direcciones y sus formatos están descritos en el documento OpenAPI.',
  feedLink: 'Índice del evento (JSON)',
  csvLink: 'Resultados generales de la primera modalidad (CSV)',
  openApiLink: 'Documento OpenAPI del feed',
  preview: 'Vista previa',
} as const;

// Texts of timed races (race-results spec): rules, the public screens and what the event API answers.
/** Race rules (docs/results.md §4, §5, §9): result statuses, category names, age ranges, splits, pace. */
export const raceRuleTexts = {
  statusDQ: 'El atleta fué descalificado por los jueces del evento',
  statusDNS: 'El atleta no inició el evento',
  statusDNF: 'El atleta no finalizó el evento',
  statusDNFPlus: 'El atleta no finalizó el evento en el tiempo previsto para la distancia',
  /** Not in the spec: a runner without a finish while the event is not closed yet. */
  statusOnCourse: 'El atleta aún no registra su llegada a la meta',
  notRegistered: 'N/R',
  otherCategory: 'Otra',
  singleCategory: 'Única',
  allAges: 'Todas las edades',
  agesUpTo: (hasta: number) => `edades hasta ${hasta} años`,
  agesFrom: (desde: number) => `${desde} y mayores`,
  agesBetween: (desde: number, hasta: number) => `${desde} a ${hasta} años`,
  noPace: '--',
} as const;

/** Result branches (docs/results.md §1): in results, V is Varonil, F Femenil and M Mixto. */
export const resultRamaLabels = { V: 'Varonil', F: 'Femenil', M: 'Mixto' } as const;

/** The public results screens (docs/results.md §2): event lists, results, search, athlete detail, live. */
export const resultsScreenTexts = {
  liveTitle: 'Eventos en vivo',
  upcomingTitle: 'Próximos Eventos',
  previousTitle: 'Eventos Anteriores',
  inProgress: 'EVENTO EN PROCESO',
  eventWeb: 'Web del evento',
  preliminaries: 'PRELIMINARES',
  information: 'Información',
  moreEvents: 'Mostar más eventos anteriores',
  noEvents: 'No hay eventos para mostrar',
  searchButton: 'Buscar por nombre ó Número',
  winnersButton: 'Resultados Ganadores',
  categoryButton: 'Resultados Categoría',
  genderButton: 'Resultados Genero',
  generalButton: 'Resultados Generales',
  preliminaryResults: '(Resultados preliminares)',
  preliminaryCard: '(PRELIMINARES)',
  close: 'Cerrar',
  modality: 'Modalidad',
  branch: 'Rama',
  category: 'Categoría',
  absolutes: 'Absolutos',
  noResults: 'Sin resultados',
  columns: { position: 'Pos.', bib: 'Número', name: 'Nombre', category: 'Categoría', official: 'Tiempo oficial', real: 'Tiempo real' },
  searchTitle: 'Buscador por Nombre o Número',
  searchLabel: 'Nombre o número',
  searchHint: 'Escribe el número o más de 2 letras del nombre',
  searchCount: (total: number) => (total === 1 ? '1 atleta encontrado' : `${total} atletas encontrados`),
  searchCapped: (total: number, shown: number) =>
    `${total} atletas encontrados; se muestran los primeros ${shown}. Escribe más del nombre para acotar la búsqueda.`,
  finishersOf: (participants: number) => `Finalistas de ${participants} atletas participando`,
  reconnecting: 'Reconectando…',
  livePasses: 'Pasos por punto de control',
  noPasses: 'Aún no hay pasos registrados',
  series: 'Salida',
  checkpointFilter: 'Punto de control',
  allPasses: 'Todos',
  pendingArrivals: 'Llegadas pendientes',
  noFilteredPasses: 'Sin pasos recientes en este punto',
  clockStopped: 'Carrera terminada',
  point: 'Punto',
  time: 'Tiempo',
  finish: 'Meta',
  organizer: 'Organiza',
  modalities: 'Modalidades',
  convocatoria: 'Convocatoria',
  finishVideo: 'Video de llegada',
  watchOnYoutube: 'Ver en YouTube',
  photosTitle: 'Fotos del atleta',
  previousPhotos: 'Fotos anteriores',
  nextPhotos: 'Fotos siguientes',
  editPhoto: (index: number) => `Editar foto ${index}`,
  splitsTitle: 'Parciales',
  splitColumns: { point: 'Punto', km: 'Km', time: 'Tiempo', pace: 'Ritmo', position: 'Pos. Cat.' },
  chartTitle: 'Gráficas del atleta',
  chartSeries: { athlete: 'Atleta', categoryWinner: 'Ganador de categoría', overallWinner: 'Ganador general' },
  chartAxes: { distance: 'Distancia (km)', time: 'Tiempo (min)' },
  chartEmpty: 'Sin parciales para graficar',
  positions: { general: 'General', rama: 'Rama', categoria: 'Categoría' },
  statsTitle: 'Estadísticas',
  percentile: (percent: number) => `Superaste al ${percent}% de los finalistas`,
  categoryPercentile: (percent: number) => `Superaste al ${percent}% de tu categoría`,
  averagePace: 'Ritmo promedio',
  averageSpeed: 'Velocidad promedio',
  finishersCount: (count: number) => `${count.toLocaleString('es-MX')} ${count === 1 ? 'finalista' : 'finalistas'}`,
  countingFinishers: 'Contando finalistas…',
  teamsButton: 'Resultados Equipos',
  follow: 'Seguir en vivo',
  unfollow: 'Dejar de seguir',
  followedFull: (max: number) => `Ya sigues a ${max} atletas: deja de seguir a alguno para seguir a otro.`,
  followedTitle: 'Atletas que sigues',
  followedHint: 'Busca a un atleta y pulsa «Seguir en vivo» para ver aquí su próximo punto y su meta estimada.',
  followedAthlete: (bib: string, modality: string) => `Número ${bib} · ${modality}`,
  lastPass: (point: string, time: string) => `Último paso: ${point} · ${time}`,
  noPassYet: 'Aún no registra pasos',
  finishedIn: (time: string) => `Llegó a la meta en ${time}`,
  /** The projections (docs/results.md "Projected finish and next checkpoint"), each followed by its range. */
  nextPoint: (point: string, clock: string) => `Próximo punto: ${point} ≈ ${clock}`,
  finishEstimate: (time: string) => `Meta estimada ≈ ${time}`,
  projectionRange: (from: string, to: string) => `(${from}–${to})`,
  evenPaceNote: 'Estimación a ritmo parejo: aún pocos atletas han corrido ese tramo.',
} as const;

/** The team report (docs/results.md, Equipos): the screen and its CSV. */
export const teamReportTexts = {
  teamsCount: (count: number) => (count === 1 ? '1 equipo' : `${count.toLocaleString('es-MX')} equipos`),
  countingTeams: 'Contando equipos…',
  noTeams: 'Aún no hay equipos con finalistas',
  /** `longerWins`: a fixed-time event scored by time, where the larger sum wins. */
  rule: (integrantes: number, puntuacion: 'tiempo' | 'lugar', longerWins = false) =>
    `Cuentan los mejores ${integrantes === 1 ? 'finalista' : `${integrantes} finalistas`} de cada equipo; gana la ${longerWins && puntuacion === 'tiempo' ? 'mayor' : 'menor'} suma de ${puntuacion === 'tiempo' ? 'tiempos oficiales' : 'lugares'}.`,
  incomplete: 'Incompleto',
  place: (lugar: number) => `${lugar}.º`,
  points: (total: number) => `${total.toLocaleString('es-MX')} pts`,
  membersOf: (equipo: string) => `Finalistas que cuentan de ${equipo}`,
  moreTeams: 'Mostrar más equipos',
  downloadCsv: 'Descargar CSV',
  csvTruncated: (filas: number) => `El archivo tiene los primeros ${filas.toLocaleString('es-MX')} equipos.`,
  /** The CSV's columns: the team's, then those of each counted finisher (1, 2, …). */
  csvColumns: {
    posicion: 'Posición',
    equipo: 'Equipo',
    estado: 'Estado',
    total: (puntuacion: 'tiempo' | 'lugar' | undefined) =>
      puntuacion === 'tiempo' ? 'Total (suma de tiempos)' : puntuacion === 'lugar' ? 'Total (suma de lugares)' : 'Total',
    numero: (i: number) => `Número ${i}`,
    nombre: (i: number) => `Nombre ${i}`,
    rama: (i: number) => `Rama ${i}`,
    tiempo: (i: number) => `Tiempo oficial ${i}`,
    lugar: (i: number) => `Lugar ${i}`,
  },
  csvStates: { completo: 'Completo', incompleto: 'Incompleto' },
  fileName: (evento: string, modalidad: string, rama: string) => `${evento} - equipos ${modalidad}${rama ? ` ${rama}` : ''}.csv`,
} as const;

/** What the public standings routes answer when a request cannot name a list. */
export const standingsApiTexts = {
  invalidResultsQuery: 'Indica modalidad, vista (general, genero, categoria, ganadores, equipos o edad) y página',
  csvViewOnly: 'La descarga en CSV es del reporte de equipos (vista equipos) o del de edad ajustada (vista edad)',
  invalidPassesQuery: 'Indica la modalidad y el filtro de puntos de control',
} as const;

/** What the timed-event console API and the timing-key routes answer. */
export const eventApiMessages = {
  eventNotFound: 'Evento no encontrado',
  notAuthorizedForEvent: 'Usuario no autorizado para este evento',
  sectionNotFound: 'Sección no encontrada',
  invalidCursor: 'La página solicitada no es válida',
  timingKeyNotFound: 'Llave de cronometraje no encontrada',
  invalidBib: 'Número de corredor inválido',
} as const;

/** Convocatoria page and custom result views (docs/results.md §2 screens 9 and 10). */
export const siteTexts = {
  convocatoriaTitle: 'Convocatoria',
  noConvocatoria: 'Este evento aún no publica su convocatoria.',
  mapLink: 'Ver en el mapa',
  starts: 'Salidas',
  ages: 'Edades',
  distance: (km: number) => `${km} km`,
  viewNotFound: 'Vista no encontrada',
} as const;

/** customStrings keys an organizer may set, and the spec's defaults (docs/results.md §3 Convocatoria). */
export const customStringDefaults = {
  evento: 'Evento',
  seleccionaModalidad: 'Selecciona la modalidad a competir',
  categoria: 'Categoría',
  seleccionaCategoria: 'Selecciona tu Categoría',
} as const;

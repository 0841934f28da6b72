// Every text the platform shows a user, in Spanish, exactly as the specification writes it.
export const messages = {
  required: 'Campo requerido',
  passwordMin: 'Mínimo 6 caracteres',
  invalidEmail: 'Correo inválido',
  invalidPhone: 'Teléfono inválido',
  invalidDate: 'Fecha inválida',
  emailInUse: 'Correo ya utilizado. Intente recuperar su contraseña',
  welcome: 'Bienvenido',
  signInFailed: 'Error al inicar Sesion intente de nuevo',
  resetSent: 'Se ha enviado un correo a tu cuenta',
  resetFailed: 'Error en correo',
  passwordChanged: 'Contraseña actualizada, ya puedes iniciar sesión',
  signedOut: 'Sesion Finalizada',
  profileSaved: 'Datos ajustados éxitosamente',
  loading: 'Cargando',
  invalidRequest: 'Datos inválidos, revisa el formulario',
  unauthorized: 'Inicia sesión para continuar',
  notFound: 'No encontrado',
  unexpected: 'Ocurrió un error inesperado, intenta de nuevo',
  photoTooBig: 'La fotografía debe pesar menos de 15 MB',
  photoType: 'Solo se aceptan imágenes JPEG, PNG, WEBP o HEIC',
  invalidResetCode: 'El código son los números que llegaron a tu correo',
  socketMessageUnknown: 'Mensaje no reconocido',
  socketTopicPrivate: 'Tema no disponible',
  socketClosed: 'Conexión cerrada',
} as const;

/** Toast durations in milliseconds (spec §9: 4 s normally, 7 s for account and date errors). */
export const toastDurations = { normal: 4000, long: 7000 } as const;

// ── Web app texts ────────────────────────────────────────────────────────────────────────────

export const brand = {
  name: 'Carreras',
  contactEmail: 'contacto@carreras.example.mx',
} as const;

/** Drawer entries (spec §2.2) and the app bar. */
export const navLabels = {
  upcomingEvents: 'Próximos Eventos',
  results: 'Resultados',
  live: 'Live',
  retos: 'Retos Virtuales',
  organizedRetos: 'Mis retos Organizados',
  home: 'Inicio',
  profile: 'Mi perfil',
  services: 'Sobre el proveedor',
  signIn: 'Iniciar Sesión',
  signUp: 'Regístrate',
  passwordRestore: 'Recuperar contraseña',
  privacy: 'Aviso de privacidad',
  authorizedUsers: 'Usuarios Autorizados',
  signOut: 'Cerrar Sesión',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  menu: 'Menú principal',
  goHome: 'Ir al inicio',
} as const;

export const fieldLabels = {
  nombres: 'Nombres',
  apellidos: 'Apellidos',
  telefono: 'Teléfono',
  genero: 'Género',
  fechaNacimiento: 'Fecha de nacimiento',
  dia: 'Día',
  mes: 'Mes',
  anio: 'Año',
  correo: 'Correo',
  password: 'Contraseña',
  code: 'Código',
  photo: 'Subir fotografía',
  choose: 'Selecciona',
} as const;

export const generoLabels = { F: 'Femenino', M: 'Masculino' } as const;

export const accountTexts = {
  signUpTitle: 'Crea tu cuenta',
  signUpSubmit: 'Registrarme',
  haveAccount: '¿Ya tienes cuenta? Inicia sesión',
  signInTitle: 'Iniciar Sesión',
  signInSubmit: 'Iniciar Sesión',
  forgotPassword: '¿Olvidaste tu contraseña?',
  noAccount: '¿No tienes cuenta? Regístrate',
  restoreTitle: 'Recuperar contraseña',
  restoreHint: 'Escribe el correo de tu cuenta y te enviaremos un código para crear una nueva contraseña.',
  restoreSubmit: 'Enviar correo',
  newPasswordTitle: 'Crea tu nueva contraseña',
  newPasswordHint: 'Escribe el código que te enviamos por correo y tu nueva contraseña.',
  newPasswordSubmit: 'Cambiar contraseña',
  welcomeText: 'Ya puedes inscribirte a eventos y participar en retos virtuales.',
  goToRetos: 'Ir a mis retos',
  goToProfile: 'Ver mi perfil',
  signInPromptText: 'Entra con tu cuenta o crea una nueva para ver esta sección.',
  profileTitle: 'Mi perfil',
  personalData: 'Datos personales',
  profileSubmit: 'Guardar',
  avatarAlt: 'Fotografía de perfil',
  uploadingPhoto: (percent: number) => `Subiendo ${percent}%`,
  processingPhoto: 'Procesando fotografía',
  deviceTitle: 'Conecta tu dispositivo',
  deviceText: 'Vincula tu reloj o aplicación deportiva para usar tus actividades como evidencia en los retos virtuales.',
} as const;

/** Spanish for the sign-in provider's (Cognito's) errors, by error name; others show as they come. */
export const authErrorMessages: Record<string, string> = {
  NotAuthorizedException: 'Correo o contraseña incorrectos',
  UserNotFoundException: 'No existe una cuenta con ese correo',
  CodeMismatchException: 'El código no es correcto',
  ExpiredCodeException: 'El código expiró, solicita uno nuevo',
  LimitExceededException: 'Demasiados intentos, espera unos minutos e intenta de nuevo',
  TooManyRequestsException: 'Demasiados intentos, espera unos minutos e intenta de nuevo',
  TooManyFailedAttemptsException: 'Demasiados intentos, espera unos minutos e intenta de nuevo',
  InvalidPasswordException: 'Contraseña inválida',
  NetworkError: 'Sin conexión, revisa tu internet e intenta de nuevo',
};

export const homeTexts = {
  headlines: [
    'Cada kilómetro cuenta: sal a correrlo',
    'Tu próxima meta empieza con una inscripción',
    'Corre por ti, corre por los tuyos',
    'La línea de salida te está esperando',
    'No importa el ritmo, importa no detenerse',
    'Hoy es un buen día para superar tu mejor tiempo',
    'El cansancio pasa, la medalla se queda',
    'Entrena, compite y comparte cada meta cumplida',
  ],
  subtitle: 'Inscríbete a carreras, sigue los resultados en vivo y participa en retos virtuales.',
  cta: 'Ver próximos eventos',
} as const;

export const notFoundTexts = {
  title: 'PÁGINA NO ENCONTRADA',
  text: 'Intenta una ruta diferente',
} as const;

export const servicesTexts = {
  title: 'Sobre el proveedor',
  intro: 'Organizamos y cronometramos eventos deportivos de resistencia, y ponemos la tecnología para que atletas y organizadores vivan cada carrera sin contratiempos.',
  services: [
    { title: 'Inscripciones en línea', text: 'Modalidades, categorías, productos, códigos de descuento y pago con tarjeta o en OXXO.' },
    { title: 'Cronometraje y resultados en vivo', text: 'Resultados preliminares durante el evento, clasificaciones general, por rama y por categoría, y certificados descargables.' },
    { title: 'Retos virtuales', text: 'Eventos a distancia con códigos de acceso, evidencia con fotografía o con tu dispositivo, medallas y certificados.' },
    { title: 'Webs para organizadores', text: 'Un sitio propio para cada evento, armado con secciones configurables y con su propio dominio.' },
  ],
  experience: 'Nuestra aplicación de cronometraje está en las carreras desde agosto de 2016 y ha medido carreras de 10 km con cerca de 1000 atletas usando solo la aplicación.',
  contact: 'Escríbenos para cotizar tu evento:',
} as const;

export const aboutTexts = {
  title: 'Nosotros',
  paragraphs: [
    'Somos corredores: sabemos lo que significa entrenar meses para una carrera y esperar con ansias el resultado.',
    'Por eso construimos una plataforma que acompaña al atleta desde la inscripción hasta el certificado, y que le da al organizador las herramientas para que su evento funcione de principio a fin.',
  ],
} as const;

export const footerTexts = {
  about: 'Plataforma de inscripciones, resultados en vivo y retos virtuales para carreras y eventos de resistencia.',
  contactTitle: 'Contacto',
} as const;

/** Privacy notice (spec §1, §9: data kept three years; ARCO requests answered within 20 business days). */
export const privacyTexts = {
  title: 'Aviso de privacidad',
  sections: [
    {
      title: 'Responsable',
      text: 'Somos responsables del tratamiento de los datos personales que nos proporcionas al crear tu cuenta, inscribirte a un evento o participar en un reto virtual.',
    },
    {
      title: 'Datos que recabamos',
      text: 'Nombre, apellidos, correo electrónico, teléfono, género, fecha de nacimiento, las fotografías que subes, tus tiempos y resultados y, si conectas un dispositivo deportivo, las actividades que autorices compartir.',
    },
    {
      title: 'Para qué los usamos',
      text: 'Para administrar tu cuenta, registrarte en eventos y retos, asignarte categoría y número, publicar resultados, emitir certificados, procesar pagos y avisarte de los eventos en los que participas. Usamos servicios de medición y publicidad para conocer cómo se usa la plataforma.',
    },
    {
      title: 'Conservación',
      text: 'Conservamos tus datos personales durante tres años; al terminar ese plazo los eliminamos.',
    },
    {
      title: 'Derechos ARCO',
      text: 'Puedes solicitar el acceso a tus datos, su rectificación o cancelación, u oponerte a su tratamiento. Respondemos cada solicitud en un plazo máximo de veinte días hábiles.',
    },
    {
      title: 'Cómo enviar una solicitud',
      text: 'Envía un correo electrónico desde la dirección con la que te registraste. Incluye tu nombre completo, el derecho que deseas ejercer (acceso, rectificación, cancelación u oposición) y una descripción de los datos a los que se refiere.',
    },
    {
      title: 'Cambios a este aviso',
      text: 'Publicaremos en esta página cualquier cambio a este aviso de privacidad.',
    },
  ],
  requestsTo: 'Envía tu solicitud a:',
} as const;

/** Race rules (race-results spec §4, §5, §9): result statuses, category names, age ranges, splits, pace. */
export const raceRuleTexts = {
  statusDQ: 'El atleta fué descalificado por los jueces del evento',
  statusDNS: 'El atleta no inició el evento',
  statusDNF: 'El atleta no finalizó el evento',
  statusDNFPlus: 'El atleta no finalizó el evento en el tiempo previsto para la distancia',
  notRegistered: 'N/R',
  otherCategory: 'Otra',
  singleCategory: 'Única',
  allAges: 'Todas las edades',
  agesUpTo: (hasta: number) => `edades hasta ${hasta} años`,
  agesFrom: (desde: number) => `${desde} y mayores`,
  agesBetween: (desde: number, hasta: number) => `${desde} a ${hasta} años`,
  noPace: '--',
} as const;

/** The organizer console for timed events: event data, section JSON editors and timing keys. */
export const consoleTexts = {
  myEvents: 'Mis eventos',
  noEvents: 'Aún no administras ningún evento.',
  manage: 'Administrar',
  convocatoria: 'Convocatoria',
  role: (role: string) => `Rol: ${role}`,
  createTitle: 'Crear evento',
  createSubmit: 'Crear evento',
  infoTitle: 'Datos del evento',
  infoSaved: 'Evento guardado',
  save: 'Guardar',
  sectionsTitle: 'Secciones',
  sectionSaved: (title: string) => `${title}: guardado`,
  schemaProblems: 'La sección no tiene el formato esperado:',
  rootPath: '(sección completa)',
  invalidJson: (line: number, column: number, detail: string) => `JSON inválido en la línea ${line}, columna ${column}: ${detail}`,
  invalidJsonUnlocated: (detail: string) => `JSON inválido: ${detail}`,
  keysTitle: 'Llaves de cronometraje',
  keysHint: 'Los sistemas de cronometraje envían la llave en el encabezado x-api-key.',
  keyLabel: 'Etiqueta',
  createKey: 'Crear llave',
  revokeKey: 'Revocar',
  keyActive: 'Activa',
  keyRevoked: 'Revocada',
  keyCreatedAt: 'Creada',
  keyState: 'Estado',
  noKeys: 'El evento aún no tiene llaves.',
  newKeyTitle: (label: string) => `Llave «${label}»`,
  newKeyWarning: 'Copia la llave ahora: no se volverá a mostrar.',
  copyKey: 'Copiar',
  keyCopied: 'Llave copiada',
  keyRevokedToast: 'Llave revocada',
  dismissKey: 'Listo',
} as const;

/** Section names in the console, by EventSectionName. */
export const sectionTitles = {
  modalidades: 'Modalidades',
  puntosControl: 'Puntos de control',
  timingConfig: 'Configuración de cronometraje',
  photoConfig: 'Marcos y logos de fotografías',
  convocatoria: 'Convocatoria',
  customViews: 'Vistas personalizadas',
  customStrings: 'Textos personalizados',
} as const;

/** Where a JSON text breaks, in the words the section editor shows after "JSON inválido…". */
export const jsonSyntaxTexts = {
  value: 'se esperaba un valor',
  propertyName: 'se esperaba un nombre de propiedad entre comillas',
  colon: 'se esperaba ":"',
  commaOrBrace: 'se esperaba "," o "}"',
  commaOrBracket: 'se esperaba "," o "]"',
  trailing: 'sobra texto después del JSON',
  unclosedString: 'falta cerrar el texto con comillas',
  badEscape: 'secuencia de escape inválida',
  controlCharacter: 'los saltos de línea y tabuladores dentro de un texto se escriben \\n y \\t',
  found: (what: string) => ` y se encontró ${what}`,
  end: 'el final del texto',
} as const;

export const eventFieldLabels = {
  nombreEvento: 'Nombre del evento',
  logoEvento: 'Logo (URL)',
  fechaEvento: 'Fecha',
  horaEvento: 'Hora',
  lugarEvento: 'Lugar',
  ciudadEvento: 'Ciudad',
  paisEvento: 'País',
  zonaHoraria: 'Zona horaria',
  eventoDisponible: 'Estado',
  showWeb: 'Mostrar la web del evento',
  eventType: 'Tipo de evento',
  organizador: 'Organizador',
  nombreOrganizador: 'Nombre del organizador',
  colorOrganizador: 'Color del organizador',
  linkAvisoPrivacidad: 'Aviso de privacidad (URL)',
} as const;

export const eventStatusLabels = { 1: 'Resultados publicados', 2: 'Próximo', 4: 'En vivo' } as const;
export const eventTypeLabels = { standard: 'Por distancia', byTime: 'Por tiempo' } as const;

/** Convocatoria page and custom result views (race-results spec §2 screens 9 and 10). */
export const siteTexts = {
  convocatoriaTitle: 'Convocatoria',
  noConvocatoria: 'Este evento aún no publica su convocatoria.',
  mapLink: 'Ver en el mapa',
  starts: 'Salidas',
  ages: 'Edades',
  distance: (km: number) => `${km} km`,
  viewNotFound: 'Vista no encontrada',
} as const;

/** customStrings keys an organizer may set, and the spec's defaults (§3 Convocatoria). */
export const customStringDefaults = {
  evento: 'Evento',
  seleccionaModalidad: 'Selecciona la modalidad a competir',
  categoria: 'Categoría',
  seleccionaCategoria: 'Selecciona tu Categoría',
} as const;

/** Photo editor (race-results spec §2 screen 8, §4) and result certificates. */
export const mediaTexts = {
  editorTitle: 'Editor de fotografías',
  frames: 'Marcos',
  noFrame: 'Sin marco',
  whiteFrame: 'Blanco',
  blackFrame: 'Negro',
  crop: 'Cortar',
  cropLandscape: '16:9 horizontal',
  cropPortrait: '2:3 vertical',
  cropSquare: '1:1 cuadrado',
  finishCrop: 'Terminar',
  cancelCrop: 'Cancelar',
  rotate: 'Rotar',
  rotateLeft: 'Rotar a la izquierda',
  rotateRight: 'Rotar a la derecha',
  undo: 'Deshacer',
  download: 'Descargar JPEG',
  close: 'Cerrar',
  previewAlt: 'Vista previa de la fotografía',
  noPhoto: 'No se indicó la fotografía a editar',
  photoFailed: 'No se pudo cargar la fotografía',
  photoFileName: 'foto',
  certificate: 'Certificado',
  certificateInDevelopment: 'Evento en desarrollo, al finalizar el plazo definido puedes ingresar a descargar tu certificado oficial',
  certificateAlt: 'Certificado de resultados',
  certificateJpeg: 'Descargar JPEG',
  certificatePdf: 'Descargar PDF',
  certificateFileName: (num: string) => `certificado-${num}`,
} as const;

/** Result branches (race-results spec §1): in results, V is Varonil, F Femenil and M Mixto. */
export const resultRamaLabels = { V: 'Varonil', F: 'Femenil', M: 'Mixto' } as const;

/** The public results screens (race-results spec §2): event lists, results, search, athlete detail, live. */
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
  finishersOf: (participants: number) => `Finalistas de ${participants} atletas participando`,
  reconnecting: 'Reconectando…',
  livePasses: 'Pasos por punto de control',
  noPasses: 'Aún no hay pasos registrados',
  series: 'Salida',
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
  finishersCount: (count: number) => `${count} finalistas`,
} as const;

/** What the timed-event console API and the timing-key routes answer. */
export const eventApiMessages = {
  eventNotFound: 'Evento no encontrado',
  notAuthorizedForEvent: 'Usuario no autorizado para este evento',
  sectionNotFound: 'Sección no encontrada',
  invalidCursor: 'La página solicitada no es válida',
  timingKeyNotFound: 'Llave de cronometraje no encontrada',
} as const;

/** What the timing API answers timing systems: ingest of reads, start lists and whole results. */
export const timingTexts = {
  invalidApiKey: 'Llave de cronometraje inválida, revocada o de otro evento (encabezado x-api-key)',
  invalidCsv: 'CSV inválido: se requiere una fila de encabezados y comillas cerradas',
  invalidBody: (list: string) => `El cuerpo debe ser JSON con la lista "${list}" o CSV con fila de encabezados`,
  batchTooLarge: (max: number) => `Máximo ${max} registros por lote: divide el lote y envíalo de nuevo`,
  unknownChip: 'chip: no está en la lista de salida del evento',
  repeatedBib: 'número repetido en este lote',
} as const;

/** What the public standings routes answer when a request cannot name a list. */
export const standingsApiTexts = {
  invalidResultsQuery: 'Indica modalidad, vista (general, genero, categoria o ganadores) y página',
} as const;

/** The timing API's OpenAPI document (/api/timing/openapi.json), read by timing-system integrators. */
export const timingApiDocTexts = {
  title: 'API de cronometraje',
  description:
    'Los sistemas de cronometraje envían la lista de salida, las lecturas de los tapetes y, si calculan sus propios resultados, los renglones completos. Cada evento tiene sus llaves; la llave va en el encabezado x-api-key. Cada renglón se valida por separado: un renglón inválido se informa por su índice y no detiene el resto.',
  apiKey: 'Llave de cronometraje del evento, creada por el organizador en la consola.',
  eventId: 'Número del evento (iDEvento).',
  reads: 'Lote de lecturas (máximo 1000). JSON {"reads": [...]} o CSV con encabezados readId,bib,chip,point,time,lap. Una lectura necesita bib o chip; sin readId se identifica por atleta, punto, vuelta y hora, así que reenviar un lote no duplica nada. Las lecturas del mismo atleta en el mismo punto dentro del tiempo muerto del evento conservan la primera.',
  athletes: 'Lista de salida (máximo 5000 por solicitud; una lista mayor se envía en partes). JSON {"athletes": [...]} o CSV con encabezados bib,chip,nombre,apellidos,rama,fechaNacimiento,categoria,modalidad,serie. Cada renglón reemplaza al de su número.',
  results: 'Renglones de resultados completos (máximo 1000), para software que calcula sus propios tiempos: JSON {"results": [...]}. Cada renglón reemplaza al calculado con lecturas para su número; las posiciones se recalculan con todos los renglones del evento.',
  ingestAnswer: 'Lecturas nuevas guardadas, lecturas ya recibidas antes y renglones rechazados con su índice y motivo.',
  storedAnswer: 'Renglones guardados y renglones rechazados con su índice y motivo.',
  badRequest: 'Cuerpo inválido o lote demasiado grande; no se guardó nada.',
  unauthorized: 'Llave ausente, inválida, revocada o de otro evento; no se guardó nada.',
  notFound: 'Número de evento inválido.',
  openApi: 'Este documento.',
} as const;

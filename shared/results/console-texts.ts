// Texts of the organizer console for timed events.
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
  facebookPixel: 'Pixel de Meta (Facebook)',
  gaId: 'ID de Google Analytics',
} as const;

/** The event's own tracking ids (docs/registration.md §3 Event). */
export const trackingIdMessages = {
  facebookPixel: 'El pixel de Meta son solo números (de 5 a 20)',
  gaId: 'Escribe el ID como lo da Google, por ejemplo G-ABC123XYZ',
} as const;

export const eventStatusLabels = { 1: 'Resultados publicados', 2: 'Próximo', 4: 'En vivo' } as const;

export const eventTypeLabels = { standard: 'Por distancia', byTime: 'Por tiempo' } as const;

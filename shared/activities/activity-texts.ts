// Texts of recorded activities and the wearable connection (docs/accounts.md §2.4, docs/retos.md §5), in Spanish:
// the API's refusals, the reasons a file proves nothing, and what /atletas shows.
import type { ActivityType } from './activity';

export const activityMessages = {
  notFound: 'La actividad no existe',
  fileType: 'Solo se aceptan archivos .FIT, .GPX o .TCX',
  fileTooBig: 'El archivo debe pesar menos de 20 MB',
  fileTooSmall: 'El archivo está vacío',
  uploadNotFound: 'Esa carga de actividad no existe',
  claimedElsewhere: 'Esta actividad ya es la evidencia de otro reto',
  notParsed: 'Esta actividad fue rechazada y no puede ser evidencia',
  alreadyConnected: 'Tu cuenta ya tiene un dispositivo conectado: elimina la conexión antes de conectar otro',
  notConnected: 'Tu cuenta no tiene un dispositivo conectado',
  connectionExpired: 'La autorización no corresponde o ya venció: vuelve a conectar tu dispositivo',
  providerRefused: 'Garmin no aceptó la autorización: intenta conectar de nuevo',
  notificationUnverified: 'Notificación no verificada',
} as const;

/** Why an uploaded file or a pushed activity proves nothing: stored with it and shown to the athlete. */
export const refusalReasons = {
  unreadable: 'No pudimos leer el archivo: no es un .FIT, .GPX o .TCX válido',
  damagedFit: 'El archivo .FIT está dañado o fue modificado (su verificación no coincide)',
  noSession: 'El archivo no contiene una actividad registrada',
  noTimes: 'El archivo no tiene la hora de sus puntos: no sirve como evidencia',
  tooManyPoints: 'El archivo tiene demasiados puntos para una actividad',
  tooManyLaps: 'El archivo tiene demasiadas vueltas para una actividad',
  unsupportedType: (type: string) => `Tipo de actividad no admitido (${type}): solo carrera, ciclismo o natación`,
  tooShort: 'La actividad es demasiado corta: dura menos de un minuto o recorre menos de 100 m',
  tooLong: 'La actividad dura más de 48 horas: no sirve como evidencia',
  tooFar: 'La distancia de la actividad no es creíble',
  tooFast: 'La velocidad de la actividad no es creíble para su tipo',
  badStart: 'La fecha de la actividad no es creíble',
  timeGoesBack: 'Las horas de los puntos van hacia atrás: el archivo fue alterado',
} as const;

export const activityTypeLabels: Record<ActivityType, string> = {
  RUNNING: 'Carrera',
  CYCLING: 'Ciclismo',
  SWIMMING: 'Natación',
  LAP_SWIMMING: 'Natación en alberca',
};

export const activityTexts = {
  title: 'Mis actividades',
  hint: 'Sube el archivo de tu reloj o aplicación (.FIT, .GPX o .TCX) para usarlo como evidencia en tus retos.',
  upload: 'Subir actividad (.FIT, .GPX, .TCX)',
  uploading: (percent: number) => `Subiendo ${percent}%`,
  processing: 'Procesando actividad…',
  none: 'Aún no tienes actividades.',
  more: 'Ver más',
  refused: 'Archivo rechazado',
  notProcessed: 'La actividad no terminó de procesarse: revisa tu lista en un momento',
  fromGarmin: 'Garmin',
  fromFile: (fileType: string) => `Archivo .${fileType.toUpperCase()}`,
  distance: 'Distancia',
  duration: 'Duración',
  calories: 'Calorías',
  heartRate: 'FC promedio',
  pace: 'Ritmo',
  speed: 'Velocidad',
  kilometres: (km: string) => `${km} km`,
  kilocalories: (kcal: number) => `${kcal} kcal`,
  beats: (bpm: number) => `${bpm} ppm`,
  laps: 'Vueltas',
  showLaps: 'Ver vueltas',
  hideLaps: 'Ocultar vueltas',
  lap: 'Vuelta',
  claimed: (retoName: string) => `Evidencia del reto «${retoName}»`,
  applicable: 'Aplicable',
  notApplicable: 'No Aplicable',
} as const;

export const wearableTexts = {
  title: 'Conecta tu dispositivo',
  text: 'Vincula tu cuenta Garmin para que tus actividades lleguen solas y puedas usarlas como evidencia en los retos virtuales.',
  connect: 'Conectar cuenta Garmin',
  connecting: 'Abriendo Garmin…',
  connected: 'Tu cuenta Garmin está conectada: tus actividades llegan a "Mis actividades".',
  connectedSince: (date: string) => `Conectada desde el ${date}`,
  disconnect: 'Eliminar conexión',
  popupBlocked: 'Tu navegador bloqueó la ventana de Garmin: permite las ventanas emergentes e intenta de nuevo',
  callbackTitle: 'Conexión con Garmin',
  callbackWorking: 'Conectando tu cuenta…',
  callbackDone: 'Tu cuenta Garmin quedó conectada. Puedes cerrar esta ventana.',
  callbackMissing: 'Faltan datos de la autorización: vuelve a conectar desde tu perfil.',
  backToProfile: 'Volver a mi perfil',
} as const;

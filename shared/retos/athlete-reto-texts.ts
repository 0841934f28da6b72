// The athlete's reto page (docs/retos.md §2.6, §4, §5) beyond the stepper's own texts in
// participation.ts: the event card, the evidence methods, the time forms and the certificate.
export const athleteRetoTexts = {
  start: 'Inicio',
  end: 'Fin',
  distance: (km: number) => `${km} km`,
  photoAlt: (eventName: string) => `Fotografía del reto ${eventName}`,
  stepsLabel: 'Pasos del reto',
  stepDone: 'completado',
  stepTitle: (step: number, label: string) => `Paso ${step + 1} de 5: ${label}`,
  methods: { photo: 'Fotografía', activity: 'Actividad' },
  activitiesNone: 'Aún no tienes actividades registradas desde el inicio del reto.',
  activitiesHint: 'Sube el archivo de tu reloj o aplicación (.FIT, .GPX o .TCX) en tu perfil y vuelve aquí para aplicarlo.',
  activitiesLink: 'Subir actividad en Mi perfil',
  apply: 'Aplicar',
  applied: 'Aplicada como evidencia',
  activityLine: (date: string, km: string, duration: string) => `${date} · ${km} km · ${duration}`,
  activityApplied: 'Actividad aplicada: su duración quedó como tu tiempo',
  finishTime: (time: string) => `Tu tiempo: ${time}`,
  certificateJpeg: 'Descargar certificado (JPEG)',
  certificatePdf: 'Descargar certificado (PDF)',
} as const;

/** A whole-number field out of its range (the time forms' hours 0–100, minutes and seconds 0–59; codes). */
export const integerRangeMessage = (min: number, max: number) => `Escribe un número entero de ${min} a ${max}`;

// An athlete's way through a reto (docs/retos.md §2.6, §4, §5): the five steps, what each needs
// before the next, the times as HH:MM:SS and the texts the stepper shows. The server checks the
// same rules the browser shows.
import { z } from 'zod';
import type { RetoPositions } from './reto-ranking';

export const RETO_STEPS = 5;
export const LAST_STEP = RETO_STEPS - 1;

export const participationTexts = {
  steps: ['Finaliza tu registro', 'Linea de Salida', 'Realiza el reto', 'Linea de meta', 'Resultados'],
  codeLabel: 'Ingresa un código de acceso',
  register: 'Registrarme en evento',
  codeHint:
    'Si recibiste una liga con tu código ya viene escrito: solo presiona el botón. Si no tienes un código, contacta al promotor del evento.',
  noMoreSteps: 'No hay pasos adicionales requeridos para el registro',
  completeForm: 'Completa el siguiente formulario',
  saveForm: 'Guardar Datos',
  goalPrompt: 'Registra tu tiempo objetivo',
  goalTitle: 'Tiempo Objetivo',
  changeGoal: 'Cambiar Meta',
  myTime: 'Mi tiempo',
  evidencePrompt: 'Selecciona un método para evidenciar tu reto',
  congratulations: 'Felicidades por completar el reto, ahora puedes compartir tu experiencia con todos los atletas.',
  back: 'Atrás',
  next: 'Siguiente',
  hours: 'Horas',
  minutes: 'Minutos',
  seconds: 'Segundos',
  saveTime: 'Guardar tiempo',
} as const;

export const participationMessages = {
  invalidCode: 'Código inválido',
  exhaustedCode: 'Código ya utilizado y agotado',
  /** The stepper's toasts (docs/retos.md §5), one per step that has a requirement. */
  needsRegistration: 'Completa tu registro para continuar',
  needsForm: 'Completa el formulario para continuar',
  needsGoal: 'Ingresa el tiempo que deseas realizar en el reto',
  needsFinish: 'Ingresa tu tiempo con una evidencia la evidencia de tu tiempo',
  eventEnded: 'Evento finalizado',
  resultsBlocked: 'El evento no admite el registro de tiempos por ahora',
  closedToRegistration: 'Este reto ya cerró: no acepta nuevos registros',
  periodOver: 'El plazo del reto terminó: ya no se registran tiempos ni evidencias',
  notParticipant: 'Usuario no autorizado para este evento',
  needsProfile: 'Completa tu perfil (nombre, género y fecha de nacimiento) antes de registrarte en un reto',
  stepSaved: 'Avance guardado',
  timeSaved: 'Tiempo guardado',
  registered: 'Registro completado',
} as const;

/** What the step rules read of a participation and its reto. */
export interface StepFacts {
  active: boolean;
  /** The reto asks for a form the athlete has not filled yet. */
  formPending: boolean;
  goalTime: string;
  finishTime?: string;
  hasActivity: boolean;
  evidencePhotos: number;
}

export const ZERO_TIME = '00:00:00';

/** The toast of the first requirement `step` does not meet, or null when the athlete may go on (docs/retos.md §4). */
export function unmetRequirement(step: number, facts: StepFacts): string | null {
  switch (step) {
    case 0:
      if (!facts.active) return participationMessages.needsRegistration;
      return facts.formPending ? participationMessages.needsForm : null;
    case 1:
      return facts.goalTime === ZERO_TIME ? participationMessages.needsGoal : null;
    case 2:
      return facts.finishTime && facts.finishTime !== ZERO_TIME && (facts.hasActivity || facts.evidencePhotos > 0) ? null : participationMessages.needsFinish;
    default:
      return null;
  }
}

/** Why the athlete may not stand on `target`: the first unmet requirement of the steps before it. */
export function blockerBefore(target: number, facts: StepFacts): string | null {
  for (let step = 0; step < target; step += 1) {
    const unmet = unmetRequirement(step, facts);
    if (unmet) return unmet;
  }
  return null;
}

export const stepSchema = z.object({ step: z.number().int().min(0).max(LAST_STEP) });

/** Hours 0–100, minutes and seconds 0–59 (docs/retos.md §5); stored zero-padded. */
export const timeSchema = z.object({
  hours: z.number().int().min(0).max(100),
  minutes: z.number().int().min(0).max(59),
  seconds: z.number().int().min(0).max(59),
});
export type TimeParts = z.infer<typeof timeSchema>;

const pad = (value: number) => String(value).padStart(2, '0');

export function formatTime({ hours, minutes, seconds }: TimeParts): string {
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

export function secondsOf(time: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

/** Whole seconds as time parts, never below zero (docs/retos.md §5: finish-time arithmetic). */
export function timeParts(totalSeconds: number): TimeParts {
  const whole = Math.max(0, Math.round(totalSeconds));
  return { hours: Math.min(100, Math.floor(whole / 3600)), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

/** A goal set to null goes back to empty (docs/retos.md §4 Target time). */
export const goalSchema = z.object({ goal: timeSchema.nullable() });
export const finishSchema = z.object({ finish: timeSchema });

/** Six letters or digits, as codes are generated (docs/retos.md §3 Event pass). */
export const accessCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6}$/, participationMessages.invalidCode);

export const registrationSchema = z.object({ code: accessCodeSchema });

/** The athlete's participation as the reto page reads it. */
export interface ParticipationView {
  eventID: string;
  userID: string;
  athleteName: string;
  athleteLastName: string;
  athleteGender: 'M' | 'F';
  raceNumber: string;
  category: string;
  active: boolean;
  /** Payment is awaited before the registration holds. */
  paymentPending: boolean;
  form: Record<string, unknown> | null;
  formPending: boolean;
  step: number;
  goalTime: string;
  finishTime: string | null;
  finishTimeDate: string | null;
  startLinePhoto: string | null;
  finishLinePhoto: string | null;
  evidencePhotos: number;
  activityId: string | null;
  activitySummary: Record<string, number> | null;
  positions: RetoPositions;
  /** A priced reto's payment once paid: what step 0 shows as the receipt. */
  receipt: RetoReceipt | null;
}

export interface RetoReceipt {
  /** MXN cents. */
  monto: number;
  ordenPago: string;
  /** ISO-8601 UTC. */
  pagadoEn: string;
}

/** A reto as 'Mis eventos virtuales' lists it. */
export interface MyParticipationItem {
  eventID: string;
  eventName: string;
  eventStart: string;
  eventEnd: string;
  distance: number;
  step: number;
  active: boolean;
  /** The hub card's picture and status. */
  eventPhoto: string | null;
  eventEnded: boolean;
}

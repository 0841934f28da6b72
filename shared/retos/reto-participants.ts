// A reto's participants as its organizer reads them (docs/retos.md §2.8): the table's columns, a
// participant's detail (positions, the activity that proves the distance with its laps, the photos),
// the pages of 100 and the texts of the 'Participantes' tab.
import { z } from 'zod';
import type { ActivityDetail } from '@shared/activities/activity';
import type { RetoPhotoType, RetoPhotoView } from './reto-photos';
import type { RetoPositions } from './reto-ranking';

export const PARTICIPANTS_PAGE_SIZE = 100;

export const participantMessages = {
  notFound: 'El participante no existe',
} as const;

/** An athlete's account id as routes and cursors carry it (Cognito's sub). */
export const participantIdSchema = z.string().regex(/^[\w-]{1,128}$/, participantMessages.notFound);

/** GET /api/retos/{eventID}/participants?cursor=: the last userID of the page before. */
export const participantsQuerySchema = z.object({ cursor: participantIdSchema.optional() });

export interface RetoParticipantRow {
  userID: string;
  raceNumber: string;
  athleteName: string;
  athleteLastName: string;
  /** YYYY-MM-DD. */
  athleteBirth: string;
  athleteGender: 'M' | 'F';
  category: string;
  active: boolean;
  step: number;
  positions: RetoPositions;
  goalTime: string;
  /** Photos of type 'evidence'. */
  evidencePhotos: number;
  /** The activity that proves the distance, when one does. */
  activityId: string | null;
  finishTime: string | null;
  /** When the finish time was recorded, ISO-8601 UTC. */
  finishTimeDate: string | null;
}

export interface RetoParticipantPage {
  participants: RetoParticipantRow[];
  /** The next page's cursor; absent at the end. */
  cursor?: string;
}

/** GET /api/retos/{eventID}/participants/{userID} */
export interface RetoParticipantDetail {
  participant: RetoParticipantRow & { athleteEmail: string };
  /** The activity that proves the distance, with its laps; null without one. */
  activity: ActivityDetail | null;
  /** The athlete's start, finish and evidence photos, newest first (100 at most). */
  photos: RetoPhotoView[];
}

/** GET /api/retos/{eventID}/participants/csv: the file's text, bounded to what one answer carries. */
export interface RetoParticipantsCsv {
  fileName: string;
  csv: string;
  rows: number;
  /** More participants than a download carries: the first ones (by account) are in it. */
  truncated: boolean;
}

export const retoParticipantsTexts = {
  title: 'Participantes',
  none: 'Aún no hay participantes registrados.',
  columns: {
    raceNumber: 'Número',
    names: 'Nombres',
    lastNames: 'Apellidos',
    birth: 'Fecha de nacimiento',
    gender: 'Género',
    category: 'Categoría',
    absolute: 'Posición general',
    genderPosition: 'Posición por género',
    categoryPosition: 'Posición por categoría',
    goal: 'Tiempo objetivo',
    evidence: 'Evidencia',
    finish: 'Tiempo final',
    recorded: 'Registro del tiempo',
    email: 'Correo',
    chat: 'Chat',
    detail: 'Detalle',
  },
  evidence: (photos: number, activity: boolean) =>
    [photos > 0 ? `${photos} ${photos === 1 ? 'foto' : 'fotos'}` : '', activity ? 'Actividad' : ''].filter(Boolean).join(' + ') || 'Sin evidencia',
  downloadCsv: 'Descargar CSV',
  csvTruncated: (rows: number) => `El archivo trae los primeros ${rows} participantes: son más de los que caben en una descarga.`,
  showBibs: 'Ver números',
  hideBibs: 'Ocultar números',
  whiteBack: 'Fondo blanco',
  more: 'Mostrar más',
  detail: 'Ver',
  chat: 'Mensaje',
  chatWith: (name: string) => `Enviar mensaje a ${name}`,
  detailTitle: (name: string) => `Participante: ${name}`,
  positions: 'Posiciones',
  activity: 'Datos de la actividad',
  noActivity: 'Sin actividad registrada como evidencia.',
  photos: 'Fotografías del atleta',
  noPhotos: 'Sin fotografías.',
  editPhoto: 'Editar',
  photoTypes: { startLine: 'Salida', finishLine: 'Meta', evidence: 'Evidencia' } satisfies Record<RetoPhotoType, string>,
  noFinish: 'Sin tiempo final: sus posiciones aparecen cuando lo registre.',
  close: 'Cerrar',
  fileName: (eventName: string, day: string) => `${eventName} - participantes ${day}.csv`,
} as const;

const { columns } = retoParticipantsTexts;

/** The columns the table and the CSV share, in their order (docs/retos.md §2.8). */
export const participantColumns = [
  columns.raceNumber,
  columns.names,
  columns.lastNames,
  columns.birth,
  columns.gender,
  columns.category,
  columns.absolute,
  columns.genderPosition,
  columns.categoryPosition,
  columns.goal,
  columns.evidence,
  columns.finish,
  columns.recorded,
];

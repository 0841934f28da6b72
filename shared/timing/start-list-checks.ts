// What a start-list row must agree with in its event (beyond its own shape): its modality and series
// exist, and its birth date is a real day no later than the race. Rows that do not are rejected with
// the reason, like malformed ones, instead of being stored where no result can reach them.
import type { z } from 'zod';
import { toIsoDate } from '@shared/accounts/birth-date';
import type { Modality } from '@shared/results/event-schemas';
import { startListEntrySchema, type StartListEntry } from './timing-schemas';
import { timingTexts } from './timing-texts';

export interface StartListEvent {
  /** 'YYYY-MM-DD', the race day. */
  fechaEvento: string;
  modalidades: Modality[];
}

interface Problem {
  field: keyof StartListEntry;
  message: string;
}

function isCalendarDay(isoDate: string): boolean {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return toIsoDate(year, month, day) === isoDate;
}

function birthDateProblem(fechaNacimiento: string, fechaEvento: string): string | null {
  if (!isCalendarDay(fechaNacimiento)) return timingTexts.impossibleDate;
  // Same-shaped ISO dates compare in calendar order as text.
  return fechaNacimiento > fechaEvento ? timingTexts.bornAfterRace : null;
}

export function startListProblems(entry: StartListEntry, event: StartListEvent): Problem[] {
  const problems: Problem[] = [];
  const modality = event.modalidades.find((candidate) => candidate.codigoModalidad === entry.modalidad);
  if (!modality) problems.push({ field: 'modalidad', message: timingTexts.unknownModality });
  else if (entry.serie && !modality.hSalidas.some((salida) => salida.serie === entry.serie)) {
    problems.push({ field: 'serie', message: timingTexts.unknownSerie(modality.codigoModalidad) });
  }
  const birthProblem = entry.fechaNacimiento ? birthDateProblem(entry.fechaNacimiento, event.fechaEvento) : null;
  if (birthProblem) problems.push({ field: 'fechaNacimiento', message: birthProblem });
  return problems;
}

/** The start-list row schema of one event: its shape, then the event's own checks, each on its field. */
export function startListRowSchema(event: StartListEvent): z.ZodType<StartListEntry> {
  return startListEntrySchema.superRefine((entry, ctx) => {
    for (const { field, message } of startListProblems(entry, event)) ctx.addIssue({ code: 'custom', path: [field], message });
  });
}

// Uploads of whole records by timing systems: the start list (in parts if large) and result rows
// computed by the timing software itself. Each valid record replaces the one of its bib, then a
// standings refresh of those bibs is queued; rows it cannot take are named by index.
import type { z } from 'zod';
import { withSectionDefaults } from '@shared/results/event-sections';
import { timingTexts } from '@shared/timing/timing-texts';
import { resultRowSchema } from '@shared/results/result-row';
import { startListRowSchema, type StartListEvent } from '@shared/timing/start-list-checks';
import { eventNotFound } from '@lambdas/events/event-path';
import { getEventSections } from '@lambdas/events/event-sections-repository';
import { getEvent } from '@lambdas/events/events-repository';
import { teamsOfFolios } from '@lambdas/registration/folios/folio-teams';
import type { StartListEntry } from '@shared/timing/timing-schemas';
import { saveUploadedRows } from './pass-state-repository';
import { numberChange, queueRefresh } from '@lambdas/results/standings-queue';
import { firstOfEach, validateEach, type Rejection } from './row-validation';
import { saveStartList } from './start-list-repository';

/** A larger start list is sent in parts; each part stays well inside one request's time. */
export const MAX_ATHLETES_PER_REQUEST = 500;
export const MAX_RESULTS_PER_REQUEST = 1000;

export interface StoredAnswer {
  stored: number;
  rejected: Rejection[];
}

async function upload<S extends z.ZodType>(
  eventId: number,
  records: unknown[],
  schema: S,
  bibOf: (record: z.output<S>) => string,
  save: (eventId: number, values: z.output<S>[]) => Promise<void>,
): Promise<StoredAnswer> {
  const { valid, rejected } = firstOfEach(validateEach(schema, records), bibOf, timingTexts.repeatedBib);
  if (valid.length > 0) {
    const version = await numberChange(eventId);
    const values = valid.map(({ value }) => value);
    await save(eventId, values);
    await queueRefresh(eventId, version, { bibs: values.map(bibOf), names: true });
  }
  return { stored: valid.length, rejected };
}

async function startListEvent(eventId: number): Promise<StartListEvent> {
  const [event, sections] = await Promise.all([getEvent(eventId), getEventSections(eventId)]);
  if (!event) throw eventNotFound();
  return { fechaEvento: event.fechaEvento, modalidades: withSectionDefaults(sections).modalidades };
}

/** Entries sent without a team (or an empty one) take the one their bib's registrant gave, if registration asks for one. */
async function withRegisteredTeams(eventId: number, entries: StartListEntry[]): Promise<StartListEntry[]> {
  const teamless = entries.filter((entry) => !entry.equipo).map((entry) => entry.bib);
  const teams = teamless.length > 0 ? await teamsOfFolios(eventId, teamless) : new Map<string, string>();
  return entries.map(({ equipo, ...entry }) => {
    const team = equipo || teams.get(entry.bib);
    return team ? { ...entry, equipo: team } : entry;
  });
}

/** New athletes count as participants at once; a changed category or modality moves a row. */
export const uploadStartList = async (eventId: number, records: unknown[]) =>
  upload(eventId, records, startListRowSchema(await startListEvent(eventId)), (entry) => entry.bib, async (id, entries) => saveStartList(id, await withRegisteredTeams(id, entries)));

/** An uploaded row stands for its bib, ranked together with the rows built from reads. */
export const uploadResults = (eventId: number, records: unknown[]) =>
  upload(eventId, records, resultRowSchema, (row) => row.num, saveUploadedRows);

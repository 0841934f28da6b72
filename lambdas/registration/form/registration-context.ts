// What every registration route reads about its event: the event, its modalities and its registry
// configuration (null until the organizer saves one). They change seldom and are read on every
// registration, so a warm container keeps them per event and reads them again only when the event's
// registration revision (registration-revision.ts) moved on.
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import type { EventSummary, Modality } from '@shared/results/event-schemas';
import { withSectionDefaults } from '@shared/results/event-sections';
import { eventNotFound } from '@lambdas/events/event-path';
import { getEventSections } from '@lambdas/events/event-sections-repository';
import { toEventSummary } from '@lambdas/events/event-view';
import { getEvent } from '@lambdas/events/events-repository';
import { readPlaces } from './places-repository';
import { getRegistryConfig } from '../config/registry-config-repository';

export interface RegistrationContext {
  event: EventSummary;
  modalidades: Modality[];
  config: RegistryConfig | null;
  /** The registration revision they were read at; undefined when the event has none to check. */
  revision: string | undefined;
}

/** The context checked against the revision by this request, with the places held as of now. */
export interface CurrentRegistration extends RegistrationContext {
  /** Places held, by codigoModalidad. */
  held: Record<string, number>;
}

/** This container's copies, by event; only ones with a revision, since nothing else could tell them old. */
const copies = new Map<number, RegistrationContext>();

/** Read after the revision, and strongly consistent, so a copy is never older than the revision it is kept under. */
async function readContext(eventId: number, revision: string | undefined): Promise<RegistrationContext> {
  const consistent = { consistent: true };
  const [event, sections, config] = await Promise.all([getEvent(eventId, consistent), getEventSections(eventId, consistent), getRegistryConfig(eventId, consistent)]);
  if (!event) throw eventNotFound();
  return { event: toEventSummary(event), modalidades: withSectionDefaults(sections).modalidades, config, revision };
}

/** 404 when the event does not exist. One query when this container's copy is current, four when it is not. */
export async function currentRegistration(eventId: number): Promise<CurrentRegistration> {
  const { held, revision } = await readPlaces(eventId);
  const copy = copies.get(eventId);
  if (copy && revision !== undefined && copy.revision === revision) return { ...copy, held };
  const context = await readContext(eventId, revision);
  if (revision === undefined) copies.delete(eventId);
  else copies.set(eventId, context);
  return { ...context, held };
}

/**
 * This container's copy, unchecked: only for a request whose first write checks its revision (a
 * payment's hold, places-repository.ts) and that reads the current one when a check fails.
 */
export async function lastKnownRegistration(eventId: number): Promise<RegistrationContext> {
  return copies.get(eventId) ?? (await currentRegistration(eventId));
}

/** The revision a payment's hold found moved on: the copy it used is old. */
export class StaleRegistration extends Error {
  constructor(eventId: number) {
    super(`The registration data of event ${eventId} changed while it was used`);
  }
}

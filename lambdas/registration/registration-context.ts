// What every registration route reads about its event: the event, its modalities and its registry
// configuration (null until the organizer saves one), in one round of parallel reads.
import type { RegistryConfig } from '../../shared/registration/registry-config-schema';
import type { EventSummary, Modality } from '../../shared/results/event-schemas';
import { withSectionDefaults } from '../../shared/results/event-sections';
import { eventNotFound } from '../results/event-path';
import { getEventSections } from '../results/event-sections-repository';
import { toEventSummary } from '../results/event-view';
import { getEvent } from '../results/events-repository';
import { getRegistryConfig } from './registry-config-repository';

export interface RegistrationContext {
  event: EventSummary;
  modalidades: Modality[];
  config: RegistryConfig | null;
}

/** 404 when the event does not exist. */
export async function loadRegistrationContext(eventId: number): Promise<RegistrationContext> {
  const [event, sections, config] = await Promise.all([getEvent(eventId), getEventSections(eventId), getRegistryConfig(eventId)]);
  if (!event) throw eventNotFound();
  return { event: toEventSummary(event), modalidades: withSectionDefaults(sections).modalidades, config };
}

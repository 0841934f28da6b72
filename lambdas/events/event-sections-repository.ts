// Access patterns of an event's sections: each saved whole, all read in one query.
import type { EventSectionName } from '@shared/results/event-sections';
import { EventSectionEntity } from '@lambdas/data/event-section-entity';

/** Saving the same document again leaves the same section: a repeated PUT is harmless. */
export async function saveEventSection(
  eventId: number,
  section: EventSectionName,
  data: unknown,
  userId: string,
): Promise<void> {
  await EventSectionEntity.put({ eventId, section, data, updatedBy: userId }).go();
}

/** `consistent` for a read that must see every write made before it. */
export async function getEventSections(eventId: number, { consistent = false } = {}): Promise<Partial<Record<EventSectionName, unknown>>> {
  const { data } = await EventSectionEntity.query.byEvent({ eventId }).go({ pages: 'all', consistent });
  return Object.fromEntries(data.map((item) => [item.section, item.data]));
}

/** One section as saved, or undefined when the event has not saved it. */
export async function getEventSection(eventId: number, section: EventSectionName): Promise<unknown> {
  const { data } = await EventSectionEntity.get({ eventId, section }).go();
  return data?.data;
}

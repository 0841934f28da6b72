// Access patterns of timed events: creation together with its master, edits, and the lists by status.
import { createConversions, createWriteTransaction } from 'electrodb';
import type { EventInfo } from '@shared/results/event-schemas';
import type { EventStatus } from '@shared/results/event-status';
import { isConditionFailure } from '@lambdas/data/conditions';
import { CounterEntity } from '@lambdas/data/counter-entity';
import { EventEntity, type EventItem } from '@lambdas/data/event-entity';
import { EventRoleEntity } from '@lambdas/data/event-role-entity';
import type { EventListPosition } from './event-list-cursor';

const byStatusCursor = createConversions(EventEntity).byAccessPattern.byStatus.fromComposite.toCursor;

/** Event ids are 1, 2, 3, …: the number in `evento_{id}` addresses. */
async function nextEventId(): Promise<number> {
  const { data } = await CounterEntity.update({ name: 'eventId' }).add({ value: 1 }).go({ response: 'updated_new' });
  if (data.value === undefined) throw new Error('The event id counter answered no value');
  return data.value;
}

/** The event and its creator's `master` role, both or neither. */
export async function createEvent(info: EventInfo, userId: string): Promise<EventItem> {
  const eventId = await nextEventId();
  const now = new Date().toISOString();
  const item: EventItem = { ...info, eventId, createdBy: userId, createdAt: now, updatedAt: now };
  const result = await createWriteTransaction({ event: EventEntity, role: EventRoleEntity }, ({ event, role }) => [
    event.create(item).commit(),
    role.create({ eventId, userId, role: 'master', grantedAt: now }).commit(),
  ]).go();
  if (result.canceled) throw new Error(`Event ${eventId} could not be created`);
  return item;
}

/** `consistent` for a read that must see every write made before it. */
export async function getEvent(eventId: number, { consistent = false } = {}): Promise<EventItem | null> {
  const { data } = await EventEntity.get({ eventId }).go({ consistent });
  return data;
}

/** Null when there is no such event. A new eventoDisponible moves the event to that list. */
export async function updateEventInfo(eventId: number, info: EventInfo): Promise<EventItem | null> {
  try {
    const { data } = await EventEntity.patch({ eventId }).set(info).go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Batch reads answer what they could not read yet when DynamoDB is busy; those are asked again. */
const BATCH_ATTEMPTS = 4;

export async function getEvents(eventIds: number[]): Promise<EventItem[]> {
  let pending = eventIds.map((eventId) => ({ eventId }));
  const found: EventItem[] = [];
  for (let attempt = 0; attempt < BATCH_ATTEMPTS && pending.length > 0; attempt += 1) {
    const { data, unprocessed } = await EventEntity.get(pending).go();
    found.push(...data);
    pending = unprocessed;
  }
  if (pending.length > 0) throw new Error(`${pending.length} events could not be read`);
  return found;
}

export interface EventsPage {
  items: EventItem[];
  /** Whether more events follow the last of `items`. */
  more: boolean;
}

export async function listEventsByStatus(
  status: EventStatus,
  order: 'asc' | 'desc',
  after: EventListPosition | null,
  pageSize: number,
): Promise<EventsPage> {
  const cursor = after ? byStatusCursor({ eventoDisponible: status, ...after }) : null;
  // One more than a page tells whether another page exists without an empty last request.
  const { data } = await EventEntity.query
    .byStatus({ eventoDisponible: status })
    .go({ order, cursor, count: pageSize + 1 });
  return { items: data.slice(0, pageSize), more: data.length > pageSize };
}

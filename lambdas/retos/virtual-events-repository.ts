// Access patterns of retos: created under a fresh generated id (another try when the id is taken),
// read by id, listed by their organizer newest start first, and the latest of all by start.
import { newVirtualEventId, type CreateVirtualEventRequest } from '@shared/retos/virtual-event';
import { guardedWrite } from '@lambdas/data/conditions';
import { RETO_CATALOG, VirtualEventEntity, type VirtualEventItem } from '@lambdas/data/virtual-event-entity';

/** Slots of access codes a new reto has (docs/retos.md §3: set to 10 at creation). */
const INITIAL_ACCESS_CODES = 10;
/** Ids are drawn from 10,001³ values: a few tries always find a free one. */
const ID_TRIES = 5;
export const MY_RETOS_LIMIT = 150;
/** docs/retos.md §6, §9: the authorized list shows the latest 150. */
export const LATEST_RETOS_LIMIT = 150;

export interface RetoCreator {
  userId: string;
  nombres: string;
  apellidos: string;
  correo: string;
}

export async function createVirtualEvent(request: CreateVirtualEventRequest, creator: RetoCreator): Promise<VirtualEventItem> {
  for (let attempt = 0; attempt < ID_TRIES; attempt += 1) {
    const item = {
      ...request,
      eventId: newVirtualEventId(),
      admitResults: false,
      eventEnded: false,
      accessCodeAdmited: INITIAL_ACCESS_CODES,
      userIDCreate: creator.userId,
      athleteCreateName: creator.nombres,
      athleteCreateLastName: creator.apellidos,
      athleteCreateEmail: creator.correo,
    };
    // A create is refused when the id exists: draw another.
    const write = VirtualEventEntity.create(item).go();
    if (await guardedWrite(write)) return (await write).data;
  }
  throw new Error(`No free reto id after ${ID_TRIES} tries`);
}

export async function getVirtualEvent(eventId: string): Promise<VirtualEventItem | null> {
  const { data } = await VirtualEventEntity.get({ eventId }).go();
  return data;
}

export async function listRetosOf(userId: string): Promise<VirtualEventItem[]> {
  const { data } = await VirtualEventEntity.query.byCreator({ userIDCreate: userId }).go({ order: 'desc', limit: MY_RETOS_LIMIT });
  return data;
}

export async function listLatestRetos(): Promise<VirtualEventItem[]> {
  const { data } = await VirtualEventEntity.query.byStart({ catalog: RETO_CATALOG }).go({ order: 'desc', limit: LATEST_RETOS_LIMIT });
  return data;
}

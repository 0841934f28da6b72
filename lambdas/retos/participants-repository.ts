// Participants of a reto: registered with an access code whose use is taken only while one is left
// (1,000 athletes racing for a 100-use code make exactly 100 participants) and only once per
// athlete; then their goal, finish time, form and step, each written
// on its own so concurrent writers never undo each other; listed for the organizer a page at a time.
import type { ProfileItem } from '@lambdas/data/profile-entity';
import { RetoParticipantEntity, type RetoParticipantItem } from '@lambdas/data/reto-participant-entity';
import { RetoPassEntity } from '@lambdas/data/reto-pass-entity';
import { VirtualEventEntity, type VirtualEventItem } from '@lambdas/data/virtual-event-entity';
import { guardedWrite, isConditionFailure } from '@lambdas/data/conditions';
import { getCode } from './access-codes-repository';

export const MY_PARTICIPATIONS_LIMIT = 150;

export type RegistrationOutcome = 'registered' | 'already' | 'invalid' | 'exhausted';

export async function getParticipant(eventId: string, userID: string): Promise<RetoParticipantItem | null> {
  const { data } = await RetoParticipantEntity.get({ eventId, userID }).go({ consistent: true });
  return data;
}

/**
 * Registers the athlete with the code. The use is taken by one conditional update of the code (never
 * a transaction: a thousand athletes racing for one code are served one after the other instead of
 * failing on each other), and only once per athlete, so a retry after a cut-off finds its use and
 * goes on to the participant. A second press of the same athlete takes no other use, and one sent
 * with another code at the same moment gives that code's use back once the first one registered.
 */
export async function registerWithCode(reto: VirtualEventItem, code: string, profile: ProfileItem, now: Date): Promise<RegistrationOutcome> {
  const { eventId } = reto;
  const userID = profile.userId;
  if (await getParticipant(eventId, userID)) return 'already';
  if (!(await takeUse(eventId, code, userID))) {
    const pass = await getCode(eventId, code);
    if (!pass || !pass.used.includes(userID)) return pass && pass.usedCount >= pass.uses ? 'exhausted' : 'invalid';
  }
  const created = await guardedWrite(
    RetoParticipantEntity.create({
      eventId,
      userID,
      athleteName: profile.nombres,
      athleteLastName: profile.apellidos,
      athleteEmail: profile.correo,
      athleteGender: profile.genero,
      athleteBirth: profile.fechaNacimiento,
      eventPass: code,
      registeredAt: now.toISOString(),
      // A priced reto holds the registration once paid.
      active: reto.price <= 0,
    }).go({ response: 'none' }),
  );
  if (!created) {
    const registered = await getParticipant(eventId, userID);
    if (registered && registered.eventPass !== code) await giveUseBack(eventId, code, userID);
    return 'already';
  }
  await assignRaceNumber(eventId, userID);
  return 'registered';
}

/** Takes a use of the code for the athlete while it is on, has one left and the athlete holds none. */
async function takeUse(eventId: string, code: string, userID: string): Promise<boolean> {
  return guardedWrite(
    RetoPassEntity.patch({ eventId, code })
      .add({ usedCount: 1 })
      .append({ used: [userID] })
      .where(({ active, usedCount, uses, used }, { eq, name, contains }) => `${eq(active, true)} AND ${name(usedCount)} < ${name(uses)} AND NOT ${contains(used, userID)}`)
      .go({ response: 'none' }),
  );
}

const GIVE_BACK_TRIES = 5;

/** Takes the athlete's use of the code back: out of `used`, one fewer counted. */
async function giveUseBack(eventId: string, code: string, userID: string): Promise<void> {
  for (let tries = 0; tries < GIVE_BACK_TRIES; tries += 1) {
    const held = (await getCode(eventId, code))?.used.lastIndexOf(userID) ?? -1;
    if (held < 0) return;
    const returned = await guardedWrite(
      RetoPassEntity.patch({ eventId, code })
        .add({ usedCount: -1 })
        .data(({ used }, { remove }) => remove(used[held]))
        // ElectroDB builds `used[i]` at run time; its types know whole attributes only (a string one, as `code`).
        .where((item, { eq, gt }) => `${eq(item.used[held] as unknown as typeof item.code, userID)} AND ${gt(item.usedCount, 0)}`)
        .go({ response: 'none' }),
    );
    if (returned) return;
  }
  throw new Error(`The use of code ${code} by ${userID} in ${eventId} could not be given back`);
}

/** The reto's next number (1, 2, …) for its new participant; 'N/A' stays if this is cut off. */
async function assignRaceNumber(eventId: string, userID: string): Promise<void> {
  const { data } = await VirtualEventEntity.patch({ eventId }).add({ participantCount: 1 }).go({ response: 'updated_new' });
  await RetoParticipantEntity.patch({ eventId, userID }).set({ raceNumber: String(data.participantCount) }).go({ response: 'none' });
}

/** Up to `limit` participants of the reto in account order, after `cursor` (a userID) when given. */
export async function participantPage(eventId: string, limit: number, cursor?: string): Promise<{ items: RetoParticipantItem[]; more: boolean }> {
  const query = RetoParticipantEntity.query.byReto({ eventId });
  const { data } = await (cursor ? query.gt({ userID: cursor }) : query).go({ count: limit + 1 });
  return { items: data.slice(0, limit), more: data.length > limit };
}

/** The athlete's retos, newest registration first. */
export async function listParticipationsOf(userID: string): Promise<RetoParticipantItem[]> {
  const { data } = await RetoParticipantEntity.query.byAthlete({ userID }).go({ order: 'desc', limit: MY_PARTICIPATIONS_LIMIT });
  return data;
}

export async function getRetos(eventIds: string[]): Promise<VirtualEventItem[]> {
  if (eventIds.length === 0) return [];
  const { data } = await VirtualEventEntity.get(eventIds.map((eventId) => ({ eventId }))).go();
  return data;
}

type ParticipantChange = Partial<
  Pick<RetoParticipantItem, 'goalTime' | 'finishTime' | 'finishSeconds' | 'finishTimeDate' | 'form' | 'activityId' | 'activitySummary' | 'active'>
>;

/** Writes the change to an existing participant; null when the athlete is not one. */
export async function updateParticipant(eventId: string, userID: string, change: ParticipantChange): Promise<RetoParticipantItem | null> {
  try {
    const { data } = await RetoParticipantEntity.patch({ eventId, userID }).set(change).go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Raises the stored step to `step` when it is below it (docs/retos.md §4); answers the participant as stored. */
export async function raiseStep(eventId: string, userID: string, step: number): Promise<RetoParticipantItem | null> {
  try {
    const { data } = await RetoParticipantEntity.patch({ eventId, userID })
      .set({ step })
      .where((participant, { lt }) => lt(participant.step, step))
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) return getParticipant(eventId, userID);
    throw error;
  }
}

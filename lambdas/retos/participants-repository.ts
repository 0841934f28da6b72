// Participants of a reto: registered with an access code in one transaction that takes a use of the
// code only while one is left (1,000 athletes racing for a 100-use code make exactly 100
// participants) and only once per athlete; then their goal, finish time, form and step, each written
// on its own so concurrent writers never undo each other.
import { createWriteTransaction } from 'electrodb';
import type { ProfileItem } from '../data/profile-entity';
import { RetoParticipantEntity, type RetoParticipantItem } from '../data/reto-participant-entity';
import { RetoPassEntity } from '../data/reto-pass-entity';
import { transact } from '../data/transaction-retry';
import { VirtualEventEntity, type VirtualEventItem } from '../data/virtual-event-entity';
import { isConditionFailure } from '../data/conditions';
import { getCode } from './access-codes-repository';

export const MY_PARTICIPATIONS_LIMIT = 150;

export type RegistrationOutcome = 'registered' | 'already' | 'invalid' | 'exhausted';

export async function getParticipant(eventID: string, userID: string): Promise<RetoParticipantItem | null> {
  const { data } = await RetoParticipantEntity.get({ eventID, userID }).go({ consistent: true });
  return data;
}

/** Registers the athlete with the code; a second try of the same athlete takes no other use. */
export async function registerWithCode(reto: VirtualEventItem, code: string, profile: ProfileItem, now: Date): Promise<RegistrationOutcome> {
  const { eventID } = reto;
  const userID = profile.userId;
  const outcome = await transact(() =>
    createWriteTransaction({ pass: RetoPassEntity, participant: RetoParticipantEntity }, ({ pass, participant }) => [
      pass
        .patch({ eventID, code })
        .add({ usedCount: 1 })
        .append({ used: [userID] })
        .where(({ active, usedCount, uses }, { eq, name }) => `${eq(active, true)} AND ${name(usedCount)} < ${name(uses)}`)
        .commit(),
      participant
        .create({
          eventID,
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
        })
        .commit(),
    ]).go(),
  );
  if (outcome.ok) {
    await assignRaceNumber(eventID, userID);
    return 'registered';
  }
  const [passFailed = false, participantFailed = false] = outcome.failed;
  if (participantFailed || !passFailed) return 'already';
  const pass = await getCode(eventID, code);
  return pass && pass.usedCount >= pass.uses ? 'exhausted' : 'invalid';
}

/** The reto's next number (1, 2, …) for its new participant; 'N/A' stays if this is cut off. */
async function assignRaceNumber(eventID: string, userID: string): Promise<void> {
  const { data } = await VirtualEventEntity.patch({ eventID }).add({ participantCount: 1 }).go({ response: 'updated_new' });
  await RetoParticipantEntity.patch({ eventID, userID }).set({ raceNumber: String(data.participantCount) }).go({ response: 'none' });
}

/** The athlete's retos, newest registration first. */
export async function listParticipationsOf(userID: string): Promise<RetoParticipantItem[]> {
  const { data } = await RetoParticipantEntity.query.byAthlete({ userID }).go({ order: 'desc', limit: MY_PARTICIPATIONS_LIMIT });
  return data;
}

export async function getRetos(eventIDs: string[]): Promise<VirtualEventItem[]> {
  if (eventIDs.length === 0) return [];
  const { data } = await VirtualEventEntity.get(eventIDs.map((eventID) => ({ eventID }))).go();
  return data;
}

type ParticipantChange = Partial<
  Pick<RetoParticipantItem, 'goalTime' | 'finishTime' | 'finishSeconds' | 'finishTimeDate' | 'form' | 'activityId' | 'activitySummary' | 'active'>
>;

/** Writes the change to an existing participant; null when the athlete is not one. */
export async function updateParticipant(eventID: string, userID: string, change: ParticipantChange): Promise<RetoParticipantItem | null> {
  try {
    const { data } = await RetoParticipantEntity.patch({ eventID, userID }).set(change).go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Raises the stored step to `step` when it is below it (spec §4); answers the participant as stored. */
export async function raiseStep(eventID: string, userID: string, step: number): Promise<RetoParticipantItem | null> {
  try {
    const { data } = await RetoParticipantEntity.patch({ eventID, userID })
      .set({ step })
      .where((participant, { lt }) => lt(participant.step, step))
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) return getParticipant(eventID, userID);
    throw error;
  }
}

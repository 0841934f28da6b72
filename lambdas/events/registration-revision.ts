// The revision of what a registration reads about its event (the event, its sections, its registry
// configuration), moved on by whatever saves one of those: warm containers keep them
// (lambdas/registration/form/registration-context.ts) and reload them only when the revision moved on.
// It lives on the event's place quotas, which every registration reads or holds anyway: the draft's
// occupancy query and the payment's hold read it at no extra request (readPlaces, in registration's
// places-repository.ts).
import { randomUUID } from 'node:crypto';
import { createWriteTransaction } from 'electrodb';
import { EventQuotaEntity } from '@lambdas/data/event-quota-entity';
import { transact } from '@lambdas/data/transaction-retry';

/** DynamoDB's limit of actions in one transaction. */
const TRANSACTION_ACTIONS = 100;

/**
 * Call after saving anything a registration reads. Every place quota of the event, and one for each
 * of `codigosModalidad` (a configuration's modalities), gets a new random revision: one that never
 * comes back, so no container can take its old copy for current.
 */
export async function markRegistrationChanged(eventId: number, codigosModalidad: string[] = []): Promise<void> {
  const { data } = await EventQuotaEntity.query.byEvent({ eventId, cupo: 'lugares' }).go({ pages: 'all', consistent: true });
  const claves = [...new Set([...data.map((item) => item.clave), ...codigosModalidad])];
  const revision = randomUUID();
  // Quotas marked in separate transactions disagree for a moment, and disagreeing quotas cache nothing.
  for (let start = 0; start < claves.length; start += TRANSACTION_ACTIONS) {
    const part = claves.slice(start, start + TRANSACTION_ACTIONS);
    await transact(() =>
      createWriteTransaction({ quota: EventQuotaEntity }, ({ quota }) => part.map((clave) => quota.update({ eventId, cupo: 'lugares', clave }).set({ revision }).commit())).go(),
    );
  }
}

// The revision of what a registration reads about its event (the event, its sections, its registry
// configuration): warm containers keep those (registration-context.ts) and reload them only when the
// revision moved on. It lives on the event's place quotas, which every registration reads or holds
// anyway: the draft's occupancy query and the payment's hold check it at no extra request.
import { randomUUID } from 'node:crypto';
import { createWriteTransaction } from 'electrodb';
import { EventQuotaEntity } from '@lambdas/data/event-quota-entity';
import { transact } from '@lambdas/data/transaction-retry';

/** DynamoDB's limit of actions in one transaction. */
const TRANSACTION_ACTIONS = 100;

export interface EventPlaces {
  /** Places held now, by codigoModalidad. */
  held: Record<string, number>;
  /** Undefined while the quotas disagree or carry none (saved before revisions existed): nothing is cached then. */
  revision: string | undefined;
}

/** One strongly consistent query: the places held and the revision, as of now. */
export async function readPlaces(eventId: number): Promise<EventPlaces> {
  const { data } = await EventQuotaEntity.query.byEvent({ eventId, cupo: 'lugares' }).go({ pages: 'all', consistent: true });
  const revisions = new Set(data.map((item) => item.revision));
  return {
    held: Object.fromEntries(data.map((item) => [item.clave, item.usados ?? 0])),
    revision: revisions.size === 1 ? [...revisions][0] : undefined,
  };
}

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

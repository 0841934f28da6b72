// Access patterns of group orders (docs/registration.md, Group registration): every member's draft
// stored with the group's one attempt in one transaction (all or none, so a double click stores one
// group), and the words of their names for the admin search.
import { createWriteTransaction } from 'electrodb';
import { RegistrantEntity } from '@lambdas/data/registrant-entity';
import { RegistrantNameEntity } from '@lambdas/data/registrant-name-entity';
import { RegistrationAttemptEntity } from '@lambdas/data/registration-attempt-entity';
import { transact } from '@lambdas/data/transaction-retry';
import { nameItemsOf } from '../admin/registrant-names';
import type { NewRegistrant } from '../registrants-repository';

/**
 * Stores the drafts (the payer's first) with the group's attempt; false when the attempt had stored
 * its group already. The words of the members' names, up to twenty names' worth, would overflow one
 * transaction: they are written after it, and again whenever the attempt is answered.
 */
export async function createGroupDrafts(drafts: NewRegistrant[]): Promise<boolean> {
  const [payer] = drafts;
  if (!payer) throw new Error('A group has no members');
  const { eventId, intento, registroId } = payer;
  const outcome = await transact(() =>
    createWriteTransaction({ attempt: RegistrationAttemptEntity, registrant: RegistrantEntity }, ({ attempt, registrant }) => [
      attempt.create({ eventId, intento, registroId }).commit(),
      ...drafts.map((draft) => registrant.create({ ...draft, lista: 'incompleto' }).commit()),
    ]).go(),
  );
  return outcome.ok;
}

/** Writes the name-word items that make the members findable by name in the admin search. */
export async function indexMemberNames(members: Parameters<typeof nameItemsOf>[0][]): Promise<void> {
  const items = members.flatMap((member) => nameItemsOf(member));
  if (items.length > 0) await RegistrantNameEntity.put(items).go();
}

// A group's members (docs/registration.md, Group registration): the payer's registrant lists their
// registroIds, itself first; what each member is now (its modality, after a staff move) is read from
// the members themselves.
import { RegistrantEntity, type RegistrantItem } from '@lambdas/data/registrant-entity';

/** The members' registroIds when `holder` is a group's payer; nothing for any other registrant. */
export const groupMemberIds = (holder: Pick<RegistrantItem, 'grupoMiembros'>): string[] | undefined => holder.grupoMiembros as string[] | undefined;

/** Every member of the group `payer` pays for, as stored now, in the group's order (the payer first). */
export async function membersOfGroup(payer: Pick<RegistrantItem, 'eventId' | 'grupoMiembros'>): Promise<RegistrantItem[]> {
  const ids = groupMemberIds(payer) ?? [];
  const { data } = await RegistrantEntity.get(ids.map((registroId) => ({ eventId: payer.eventId, registroId }))).go({ consistent: true });
  const byId = new Map(data.map((member) => [member.registroId, member]));
  return ids.flatMap((registroId) => byId.get(registroId) ?? []);
}

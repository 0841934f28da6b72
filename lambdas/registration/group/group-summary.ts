// The members of a registrant's group as the admin detail lists them (docs/registrant-admin.md, Groups).
import { fullName } from '@shared/registration/registrant-name';
import type { GroupMemberSummary } from '@shared/registration/registrant-admin-api';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { getRegistrant } from '../registrants-repository';
import { membersOfGroup } from './group-members';

/** Nothing for a registrant outside any group; its payer's members otherwise (two reads at most). */
export async function groupMemberSummaries(registrant: RegistrantItem): Promise<GroupMemberSummary[] | undefined> {
  const { grupoId, eventId } = registrant;
  if (grupoId === undefined) return undefined;
  const payer = grupoId === registrant.registroId ? registrant : await getRegistrant({ eventId, registroId: grupoId });
  if (!payer) return [];
  return (await membersOfGroup(payer)).map((member) => ({
    registroId: member.registroId,
    nombre: fullName(member),
    ...(member.numero === undefined ? {} : { numero: member.numero }),
    descripcionModalidad: member.descripcionModalidad,
    pagador: member.registroId === payer.registroId,
  }));
}

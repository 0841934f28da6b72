// A group order's members complete with its payment (docs/registration.md, Group registration):
// each gets its own folio, its payment status (its share of the charge) and its own confirmation
// mail, before the payer's registrant, whose completion ends the attempt's claim. A payer not yet
// complete so always has members to complete or complete already: a completion cut short is finished
// by whatever settles the payer later (its request again, the provider's notification, the sweep).
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import type { Order } from '@shared/registration/order-total';
import type { EventSummary } from '@shared/results/event-schemas';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { completeRegistration, type CompletionInput } from '../completion/complete-registration';
import { getRegistrant } from '../registrants-repository';
import { groupMemberIds } from './group-members';

export async function completeMembers(payer: RegistrantItem, event: EventSummary, config: RegistryConfig, input: Omit<CompletionInput, 'claim'>): Promise<void> {
  const members = groupMemberIds(payer);
  if (!members) return;
  for (const registroId of members.slice(1)) {
    const member = await getRegistrant({ eventId: payer.eventId, registroId }, { consistent: true });
    if (!member) throw new Error(`Member ${registroId} of group ${payer.registroId} does not exist`);
    const statusPago = { ...input.statusPago, amount: (member.order as Order).totalPesos };
    await completeRegistration(member, event, config, { ...input, statusPago });
  }
}

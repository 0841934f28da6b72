// What the group costs before it is stored (docs/registration.md, Group registration): each athlete's
// order as the server will compute it, with the group discount the event's rule gives a group of the
// athletes added so far (shared/registration/group-discount.ts), and their sum.
import { groupShare, type GroupShare } from '@shared/registration/group-discount';
import { groupTotal, type CreatedGroupRegistration } from '@shared/registration/group-registration-api';
import type { Order } from '@shared/registration/order-total';
import type { RegistrationView } from '@shared/registration/registration-api';
import { branchCategories } from '@shared/results/categories';
import { orderEstimate } from './flow-selection';
import type { GroupFlowMember } from './flow-state';

export interface GroupEstimate {
  /** The group discount the group gets as it stands; undefined below the rule's minimum or without a rule. */
  grupo: GroupShare | undefined;
  /** Every athlete's order, in the group's order, in the shape the server answers with once it stores them. */
  cobro: Pick<CreatedGroupRegistration, 'miembros' | 'total'>;
}

function memberOrder(view: RegistrationView, { miembro, descuento }: GroupFlowMember, grupo: GroupShare | undefined, now: Date): Order | null {
  const modality = view.modalidades.find((candidate) => candidate.codigoModalidad === miembro.codigoModalidad);
  const category = modality && branchCategories(modality, miembro.rama).find((candidate) => candidate.codigo === miembro.codigoCategoria);
  if (!modality || !category) return null;
  const selection = { modalidad: modality, categoria: category, moneda: miembro.moneda, productos: miembro.productos, audience: 'publico' as const };
  return orderEstimate(view, { ...selection, ...(descuento ? { descuento } : {}), ...(grupo ? { grupo } : {}) }, now);
}

/** null when an athlete's choices can no longer be ordered (the configuration changed since): the server says why. */
export function estimatedGroup(view: RegistrationView, miembros: readonly GroupFlowMember[], now: Date): GroupEstimate | null {
  const grupo = groupShare(view.config.descuentoGrupo, miembros.length);
  const estimated = [];
  for (const [index, added] of miembros.entries()) {
    const order = memberOrder(view, added, grupo, now);
    if (!order) return null;
    estimated.push({ registroId: `atleta-${index + 1}`, nombres: added.miembro.datos.nombres, order });
  }
  return { grupo, cobro: { miembros: estimated, total: groupTotal(estimated.map(({ order }) => order)) } };
}

// The group's charge as the payment step shows it, and 'Tu grupo' before it: one line per athlete at
// its order's total, with its discounts and fee (docs/registration.md, Group registration).
import type { CreatedGroupRegistration } from '@shared/registration/group-registration-api';
import { groupFlowTexts } from '@shared/registration/group-flow-texts';
import type { Order } from '@shared/registration/order-total';

export function groupOrder({ miembros, total }: Pick<CreatedGroupRegistration, 'miembros' | 'total'>): Order {
  return {
    moneda: total.moneda,
    lines: miembros.map(({ registroId, nombres, order }) => ({ code: registroId, name: groupFlowTexts.memberLine(nombres), description: '', quantity: 1, unit_price: order.total })),
    subtotal: total.total,
    discount: 0,
    fee: 0,
    total: total.total,
    totalPesos: total.totalPesos,
  };
}

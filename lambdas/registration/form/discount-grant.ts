// A discount code checked against its configuration, the uses it has had so far (docs/registration.md §7.2) and the
// order of the selection it would discount.
import { checkDiscountCode, findDiscountCode, type DiscountCodeCheck } from '@shared/registration/discount-code';
import type { OrderSelection } from '@shared/registration/order-total';
import { discountCodeUses } from './places-repository';
import type { Selection } from './registration-selection';
import { orderOf } from './selected-order';

export async function checkCodeFor(eventId: number, selection: Selection, codigo: string, productos: OrderSelection['productos'], now: Date): Promise<DiscountCodeCheck> {
  const { config, modality, currency } = selection;
  const { subtotal } = orderOf(selection, productos, now);
  const code = findDiscountCode(config, codigo);
  const usos = code ? await discountCodeUses(eventId, code.codigo) : 0;
  return checkDiscountCode(config, codigo, { codigoModalidad: modality.codigoModalidad, subtotal, currency, usos });
}

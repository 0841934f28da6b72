// The order the server computes for a selection (shared/registration/order-total.ts): 400 with its
// message when the selection cannot be ordered.
import type { DiscountGrant } from '@shared/registration/discount';
import type { GroupShare } from '@shared/registration/group-discount';
import { computeOrder, type Order, type OrderSelection } from '@shared/registration/order-total';
import { HttpError } from '@lambdas/core/http-error';
import type { Selection } from './registration-selection';

export function orderOf(selection: Selection, productos: OrderSelection['productos'], now: Date, descuento?: DiscountGrant, grupo?: GroupShare): Order {
  const { config, modality, category, currency, audience } = selection;
  const result = computeOrder(config, { modalidad: modality, categoria: category, moneda: currency.codigo, productos, audience, ...(descuento ? { descuento } : {}), ...(grupo ? { grupo } : {}) }, now);
  if (!result.ok) throw new HttpError(400, 'INVALID_ORDER', result.message);
  return result.order;
}

// Which confirmation a registrant sees (spec §2 Confirmation page types) from their payment state.
import type { ConfirmationType, PaymentStatus } from './registration-api';

/** 4 (enrollment codes) comes with that issue; an expired voucher is no longer a pending payment. */
export function confirmationType(statusPago: Pick<PaymentStatus, 'status' | 'formaPago'>, cancelado: boolean): ConfirmationType {
  if (statusPago.status === 'ok') return statusPago.formaPago === 'card' || statusPago.formaPago === 'oxxo_pay' ? 3 : 1;
  if (statusPago.formaPago === 'oxxo_pay' && !cancelado) return 2;
  return 0;
}

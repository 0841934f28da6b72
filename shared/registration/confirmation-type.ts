// Which confirmation a registrant sees (docs/registration.md §2 Confirmation page types) from their payment state.
import { isSoldOut, type Occupancy } from './folios';
import type { ConfirmationType, PaymentStatus, RegistrationOrigin } from './registration-api';

/** 4 for a registration with an enrollment code (tipoRegistro 3); an expired voucher is no longer a pending payment. */
export function confirmationType(statusPago: Pick<PaymentStatus, 'status' | 'formaPago'>, cancelado: boolean, tipoRegistro: RegistrationOrigin): ConfirmationType {
  if (statusPago.status === 'ok' && tipoRegistro === 3) return 4;
  if (statusPago.status === 'ok') return statusPago.formaPago === 'card' || statusPago.formaPago === 'oxxo_pay' ? 3 : 1;
  if (statusPago.formaPago === 'oxxo_pay' && !cancelado) return 2;
  return 0;
}

interface UnfinishedCheck {
  statusPago: Pick<PaymentStatus, 'status'>;
  /** Holds one of its modality's places: a payment in flight or an unpaid voucher. */
  lugarReservado: boolean;
  cancelado: boolean;
}

/**
 * A registration that is not complete, holds no place and whose modality is full can no longer be
 * paid (AGOTADO): its page must not promise a confirmation. It reads as pending again if a place frees up.
 */
export function isRefusedAsSoldOut({ statusPago, lugarReservado, cancelado }: UnfinishedCheck, places: Occupancy): boolean {
  return statusPago.status !== 'ok' && !lugarReservado && !cancelado && isSoldOut(places);
}

// The limits a registrant's hold is taken against: its modality's capacity and, when its order has
// a discount line, that code's maximum uses, as the event's configuration sets them now; for an OXXO
// voucher, the capacity less the places kept for immediate payments (docs/payments.md).
import { findDiscountCode } from '@shared/registration/discount-code';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import type { PlaceLimits } from './places-repository';

export function placeLimits(registrant: Pick<RegistrantItem, 'modalidad' | 'codigoDescuento'>, config: RegistryConfig): PlaceLimits {
  const code = registrant.codigoDescuento === undefined ? undefined : findDiscountCode(config, registrant.codigoDescuento);
  return { capacidad: config.configModalidad[registrant.modalidad]?.folios.capacidad ?? 0, usosMaximos: code?.usosMaximos };
}

/** The share of a modality's places, at least one, that an unpaid OXXO voucher never holds: kept for card and free registrations. */
export const IMMEDIATE_PAYMENT_SHARE = 0.1;

/** The limits for a hold by an OXXO voucher: the modality's last places stay for immediate payments. */
export function voucherPlaceLimits(limits: PlaceLimits): PlaceLimits {
  const kept = Math.max(1, Math.ceil(limits.capacidad * IMMEDIATE_PAYMENT_SHARE));
  return { ...limits, capacidad: Math.max(0, limits.capacidad - kept) };
}

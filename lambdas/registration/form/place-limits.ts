// The limits a registrant's hold is taken against: its modality's capacity and, when its order has
// a discount line, that code's maximum uses, as the event's configuration sets them now.
import { findDiscountCode } from '@shared/registration/discount-code';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import type { PlaceLimits } from './places-repository';

export function placeLimits(registrant: Pick<RegistrantItem, 'modalidad' | 'codigoDescuento'>, config: RegistryConfig): PlaceLimits {
  const code = registrant.codigoDescuento === undefined ? undefined : findDiscountCode(config, registrant.codigoDescuento);
  return { capacidad: config.configModalidad[registrant.modalidad]?.folios.capacidad ?? 0, usosMaximos: code?.usosMaximos };
}

// A discount code checked against its configuration and the uses it has had so far (spec §7.2).
import { checkDiscountCode, findDiscountCode, type DiscountCodeCheck, type DiscountTarget } from '../../shared/registration/discount-code';
import type { RegistryConfig } from '../../shared/registration/registry-config-schema';
import { discountCodeUses } from './places-repository';

export async function checkCodeUses(eventId: number, config: RegistryConfig, codigo: string, target: Omit<DiscountTarget, 'usos'>): Promise<DiscountCodeCheck> {
  const code = findDiscountCode(config, codigo);
  const usos = code ? await discountCodeUses(eventId, code.codigo) : 0;
  return checkDiscountCode(config, codigo, { ...target, usos });
}

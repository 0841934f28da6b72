// Folio capacity of a modality (spec §4 Other: AGOTADO).
import type { ModalityConfig } from './registry-config-schema';

export function isSoldOut(folios: ModalityConfig['folios']): boolean {
  return folios.capacidad <= folios.inscritos;
}

// The per-order limit of an extra product (docs/registration.md §5 Extra products).
import type { Product } from './registry-config-schema';
import { registrationTexts } from './registration-texts';

/** The message refusing that many units, or null when the product allows them. */
export function productLimitMessage(product: Pick<Product, 'maxCantidad'>, cantidad: number): string | null {
  if (cantidad <= product.maxCantidad) return null;
  return product.maxCantidad === 1 ? registrationTexts.productSingleUnit : registrationTexts.productMaxTimes(product.maxCantidad);
}

// The discount-code check of docs/registration.md §7.2 as the server answers it: whether the code applies to the
// chosen modality and how much it takes off the inscription and products.
import { fromPesos } from './currency';
import type { DiscountGrant } from './discount';
import type { Currency, DiscountCode, RegistryConfig } from './registry-config-schema';

/** notApplicable: a code that would take nothing off this order (nothing in it to discount). */
export type DiscountCodeCheck = { status: 'valid'; code: DiscountCode; grant: DiscountGrant } | { status: 'invalid' | 'usedUp' | 'notApplicable' };
export type DiscountRefusal = Exclude<DiscountCodeCheck['status'], 'valid'>;

/** Codes are stored upper case; registrants type them any way. */
export function findDiscountCode(config: RegistryConfig, codigo: string): DiscountCode | undefined {
  const wanted = codigo.trim().toUpperCase();
  return config.codigosDescuento.find((code) => code.codigo === wanted);
}

interface DiscountTarget {
  codigoModalidad: string;
  /** The inscription and products, in cents of currency. */
  subtotal: number;
  currency: Currency;
  /** Registrations that used the code so far. */
  usos: number;
}

export function checkDiscountCode(config: RegistryConfig, codigo: string, target: DiscountTarget): DiscountCodeCheck {
  const code = findDiscountCode(config, codigo);
  if (!config.formasDePago.codigoDescuento || !code || !code.activo) return { status: 'invalid' };
  if (code.modalidades.length > 0 && !code.modalidades.includes(target.codigoModalidad)) return { status: 'invalid' };
  if (target.usos >= code.usosMaximos) return { status: 'usedUp' };
  const amount = code.tipo === 'porcentaje' ? Math.round((target.subtotal * code.valor) / 100) : fromPesos(code.valor, target.currency);
  const monto = Math.min(amount, Math.max(0, target.subtotal));
  if (monto <= 0) return { status: 'notApplicable' };
  return { status: 'valid', code, grant: { codigo: code.codigo, monto } };
}

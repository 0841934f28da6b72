// Converting base-currency (MXN) cents into the registrant's currency and back to pesos (docs/registration.md §9).
import type { Currency, RegistryConfig } from './registry-config-schema';

export function findCurrency(config: RegistryConfig, codigo: string): Currency | undefined {
  return config.configuracion.moneda.find((currency) => currency.codigo === codigo);
}

/** Rounded per amount, as the spec rounds each unit price to 2 decimals. */
export function fromPesos(pesoCents: number, currency: Currency): number {
  return Math.round(pesoCents / currency.tipoCambio);
}

export function toPesos(cents: number, currency: Currency): number {
  return Math.sign(cents) * Math.round(Math.abs(cents) * currency.cambioAPeso);
}

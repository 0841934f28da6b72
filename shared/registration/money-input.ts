// Amounts as organizers type them (pesos, a rate as a percent) and as the registry configuration
// stores them (integer cents, a rate from 0 to 1). Parsed from text so no binary fraction leaks in.

const PESOS = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** '650', '650.5', '1,250.00' → cents; null for anything that is not pesos with up to two decimals. */
export function pesosToCents(text: string): number | null {
  const match = PESOS.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 65050 → '650.50'; whole pesos without decimals: 65000 → '650'. */
export function centsToPesos(cents: number): string {
  const pesos = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest === 0 ? String(pesos) : `${pesos}.${String(rest).padStart(2, '0')}`;
}

const PERCENT = /^\d{1,3}(?:\.\d{1,4})?$/;

/** '7' → 0.07, '7.5' → 0.075; null when it is not a percent with up to four decimals. */
export function percentToRate(text: string): number | null {
  const trimmed = text.trim();
  if (!PERCENT.test(trimmed)) return null;
  return Number((Number(trimmed) / 100).toFixed(6));
}

/** 0.07 → '7', 0.075 → '7.5'. */
export function rateToPercent(rate: number): string {
  return String(Number((rate * 100).toFixed(4)));
}

// How the demo's registrants end up (docs/registration.md §3 statusPago and tipoRegistro, §4):
// each path is one way through the registration flow, and the mix says how many take it.
import type { RandomSource } from './random-source';

export const DEMO_PATHS = [
  /** Paid by card (4242…). */
  'tarjeta',
  /** Paid by card with the CORREDOR10 discount. */
  'tarjeta-descuento',
  /** Paid by card in dollars. */
  'tarjeta-usd',
  /** A declined card, never paid: incomplete. */
  'rechazada',
  /** A declined card, then paid by another. */
  'rechazada-pagada',
  /** An OXXO voucher left unpaid. */
  'oxxo-pendiente',
  /** An OXXO voucher paid ('Marcar como pagada'). */
  'oxxo-pagada',
  /** The form sent, never paid: an incomplete draft. */
  'borrador',
  /** The free children's 1K. */
  'infantil',
  /** Free with the 100 % code INVITADO. */
  'invitado',
  /** At the point of sale, in cash (tipoRegistro 2). */
  'taquilla',
  /** At the desk with an enrollment code (tipoRegistro 3). */
  'codigo-inscripcion',
] as const;
export type DemoPath = (typeof DEMO_PATHS)[number];

/** Shares of the whole; card payments take what the others leave. */
const shares: Record<Exclude<DemoPath, 'tarjeta'>, number> = {
  'tarjeta-descuento': 0.03,
  'tarjeta-usd': 0.03,
  rechazada: 0.01,
  'rechazada-pagada': 0.01,
  'oxxo-pendiente': 0.08,
  'oxxo-pagada': 0.07,
  borrador: 0.12,
  infantil: 0.04,
  // INVITADO has 20 uses: 10 of 2,500 leave some for whoever tries the demo.
  invitado: 0.004,
  taquilla: 0.0384,
  'codigo-inscripcion': 0.0016,
};

/** Fewer registrants than this cannot give every path at least one. */
export const MIN_DEMO_REGISTRANTS = 50;

/** How many take each path: every path at least one, card payments the rest. */
export function pathCounts(count: number): Record<DemoPath, number> {
  if (!Number.isInteger(count) || count < MIN_DEMO_REGISTRANTS) throw new Error(`La demostración necesita al menos ${MIN_DEMO_REGISTRANTS} inscritos (se pidieron ${count})`);
  const others = Object.fromEntries(Object.entries(shares).map(([path, share]) => [path, Math.max(1, Math.round(share * count))])) as Record<Exclude<DemoPath, 'tarjeta'>, number>;
  const taken = Object.values(others).reduce((sum, n) => sum + n, 0);
  return { tarjeta: count - taken, ...others };
}

/** The paths of `count` registrants in a seeded order, so the lists mix them as real sign-ups would. */
export function shuffledPaths(count: number, random: RandomSource): DemoPath[] {
  const paths = Object.entries(pathCounts(count)).flatMap(([path, n]) => Array<DemoPath>(n).fill(path as DemoPath));
  for (let i = paths.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random.next() * (i + 1));
    [paths[i], paths[j]] = [paths[j]!, paths[i]!];
  }
  return paths;
}

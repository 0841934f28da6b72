// One benchmark figure: printed by `npm run bench` as a JSON line.
export interface Figure {
  bench: string;
  figure: string;
  value: number;
  unit: string;
  [detail: string]: string | number;
}

export interface Bench {
  name: string;
  run(): AsyncIterable<Figure>;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** A measurement made on first use and shared by the benchmarks that report figures from it. */
export function measuredOnce<T>(measure: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= measure());
}

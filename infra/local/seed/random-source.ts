// A small seeded pseudo-random source (mulberry32), so generated demo races are the same every time.
export interface RandomSource {
  /** Uniform in [0, 1). */
  next(): number;
  pick<T>(items: readonly T[]): T;
}

export function randomSource(seed: number): RandomSource {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (items) => items[Math.floor(next() * items.length)]! };
}

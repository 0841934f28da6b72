// The same bib read twice at one point within a short gap (docs/timing.md#the-review-queue): a typing
// slip or a runner crossing twice. The device warns at once; the review queue flags the later read.

export interface BibRead {
  id: string;
  bib: string;
  point: string;
  epochMs: number;
}

/**
 * The ids of reads that follow another read of the same bib at the same point by at least `minMs`
 * and at most `maxMs` (the server's `minMs` is the dead time: two timers on one point are no repeat).
 */
export function repeatedBibReads(reads: readonly BibRead[], { minMs, maxMs }: { minMs: number; maxMs: number }): Set<string> {
  const flagged = new Set<string>();
  if (maxMs <= 0) return flagged;
  const byPlace = new Map<string, BibRead[]>();
  for (const read of reads) {
    const key = `${read.bib}\u0000${read.point}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), read]);
  }
  for (const group of byPlace.values()) {
    group.sort((a, b) => a.epochMs - b.epochMs);
    for (let i = 1; i < group.length; i++) {
      const gap = group[i]!.epochMs - group[i - 1]!.epochMs;
      if (gap >= minMs && gap <= maxMs) flagged.add(group[i]!.id);
    }
  }
  return flagged;
}

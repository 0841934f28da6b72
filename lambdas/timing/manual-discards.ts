// Discards of reads the manual timing app sent and the timer then deleted or corrected
// (docs/timing.md#the-manual-timing-app): each is the review queue's 'descartada' decision on the
// read, recorded once with who asked, so the standings drop it through the normal refresh. A read the
// server never stored has nothing to discard and is answered as done.
import type { ReviewDecision } from '@shared/timing/read-review';
import { manualTimingTexts } from '@shared/timing/manual-timing-texts';
import { numberChange, queueRefresh } from '@lambdas/results/standings-queue';
import { recordDecision } from './flagged-reads-repository';
import { getPassStates } from './pass-state-repository';

export interface ManualDiscard {
  bib: string;
  readId: string;
}

export interface DiscardsAnswer {
  discarded: number;
  discardsRejected: { index: number; reason: string }[];
}

const DISCARDED: ReviewDecision = 'descartada';

export async function discardManualReads(eventId: number, discards: ManualDiscard[], by: string): Promise<DiscardsAnswer> {
  if (discards.length === 0) return { discarded: 0, discardsRejected: [] };
  const states = await getPassStates(eventId, [...new Set(discards.map(({ bib }) => bib))]);
  const storedIds = new Map(states.map((state) => [state.bib, new Set(state.readIds ?? [])]));
  const stored = discards.map((discard, index) => ({ ...discard, index })).filter(({ bib, readId }) => storedIds.get(bib)?.has(readId));
  const discardsRejected: DiscardsAnswer['discardsRejected'] = [];
  if (stored.length > 0) {
    // Numbered before the decisions are written: a request cut short in between leaves the change pending.
    const version = await numberChange(eventId);
    const at = new Date().toISOString();
    for (const { bib, readId, index } of stored) {
      const { decision } = await recordDecision(eventId, bib, { readId, decision: DISCARDED, by, at });
      if (decision !== DISCARDED) discardsRejected.push({ index, reason: manualTimingTexts.discardDecidedOtherwise });
    }
    await queueRefresh(eventId, version, { bibs: [...new Set(stored.map(({ bib }) => bib))] });
  }
  return { discarded: discards.length - discardsRejected.length, discardsRejected };
}

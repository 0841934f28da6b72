// The live page's state from its snapshot and the live summaries that follow it. A summary carries
// the whole state (counts, latest passes, the field's pace profiles), so a summary lost on the way
// costs nothing: the next one replaces it. An older one is ignored; one whose rows moved on tells the
// reports to fetch again.
import type { LiveState, LiveSummary } from '@shared/realtime/live-messages';

/** The live table's window (docs/results.md §9: the last 20 computed, 10 shown). */
export const LIVE_PASSES_KEPT = 20;
export const LIVE_PASSES_SHOWN = 10;

export function isLiveSummary(message: Record<string, unknown>): message is LiveSummary & Record<string, unknown> {
  return message.type === 'live' && typeof message.seq === 'number' && typeof message.rowsSeq === 'number' && Array.isArray(message.passes);
}

export type SummaryOutcome = { kind: 'stale' } | { kind: 'newer'; state: LiveState; rowsChanged: boolean };

export function applySummary(current: LiveState, summary: LiveSummary): SummaryOutcome {
  if (summary.seq <= current.seq) return { kind: 'stale' };
  const { seq, rowsSeq, finishers, participants, passes, profiles } = summary;
  // A summary sent by a fan-out deployed before profiles existed has none: the projections fall back to even pace.
  const state = { seq, rowsSeq, finishers, participants, passes: passes.slice(0, LIVE_PASSES_KEPT), profiles: profiles ?? {} };
  return { kind: 'newer', state, rowsChanged: rowsSeq > current.rowsSeq };
}

// The live page's state from its snapshot and the StandingsDelta messages that follow it. Deltas
// carry a sequence number: the next one is merged, an old one ignored, and a jump means messages
// were lost and the snapshot must be fetched again.
import type { LivePass, StandingsDelta } from '../../../../shared/results/result-row';
import type { LiveSnapshot } from './results-api';

/** The live table's window (spec §9: the last 20 computed, 10 shown). */
export const LIVE_PASSES_KEPT = 20;
export const LIVE_PASSES_SHOWN = 10;

export function isStandingsDelta(message: Record<string, unknown>): message is StandingsDelta & Record<string, unknown> {
  return message.type === 'delta' && typeof message.seq === 'number' && Array.isArray(message.passes);
}

const passKey = (pass: LivePass) => `${pass.num}|${pass.kpc}`;

/** Newest first; a pass the snapshot already had is kept once. */
function mergePasses(fresh: LivePass[], known: LivePass[]): LivePass[] {
  const byKey = new Map<string, LivePass>();
  for (const pass of [...fresh, ...known]) if (!byKey.has(passKey(pass))) byKey.set(passKey(pass), pass);
  // Wall-clock texts 'YYYY-MM-DD HH:MM:SS.mmm' sort as strings.
  return [...byKey.values()].sort((a, b) => b.fechaHoraPunto.localeCompare(a.fechaHoraPunto)).slice(0, LIVE_PASSES_KEPT);
}

export type DeltaOutcome = { kind: 'merged'; snapshot: LiveSnapshot } | { kind: 'stale' } | { kind: 'gap' };

export function applyDelta(snapshot: LiveSnapshot, delta: StandingsDelta): DeltaOutcome {
  if (delta.seq <= snapshot.seq) return { kind: 'stale' };
  if (delta.seq !== snapshot.seq + 1) return { kind: 'gap' };
  return {
    kind: 'merged',
    snapshot: {
      seq: delta.seq,
      finishers: delta.finishers,
      participants: delta.participants,
      passes: mergePasses(delta.passes, snapshot.passes),
    },
  };
}

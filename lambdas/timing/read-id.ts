// The identity of a read: the timing system's own readId, or one derived from what makes a read
// unique (the athlete, the point, the lap and the instant), so a resent read is recognised.
import type { TimingRead } from '@shared/timing/timing-schemas';

/** The instant is compared in epoch ms: the same moment written with another offset is the same read. */
export function derivedReadId(bib: string, read: Pick<TimingRead, 'point' | 'lap' | 'time'>): string {
  return `${bib}|${read.point}|${read.lap}|${Date.parse(read.time)}`;
}

export function readIdOf(bib: string, read: TimingRead): string {
  return read.readId ?? derivedReadId(bib, read);
}

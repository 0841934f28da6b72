// Access patterns of an event's live feed as a refresh keeps it: the state it publishes, and the
// audience and last broadcast that pace the live topic. The audience is kept by the WebSocket routes.
import type { LiveState } from '@shared/realtime/live-messages';
import type { PaceProfiles } from '@shared/results/pace-profile';
import type { LivePass } from '@shared/results/result-row';
import { LiveFeedEntity } from '@lambdas/data/live-feed-entity';

export interface LiveFeedRecord extends LiveState {
  audience: number;
  broadcastAt: number;
}

export async function getLiveFeedRecord(eventId: number): Promise<LiveFeedRecord | null> {
  const { data } = await LiveFeedEntity.get({ eventId }).go({ consistent: true });
  if (!data) return null;
  return {
    seq: data.seq ?? 0,
    rowsSeq: data.rowsSeq ?? 0,
    finishers: data.finishers ?? 0,
    participants: data.participants ?? 0,
    passes: (data.passes as LivePass[] | undefined) ?? [],
    profiles: (data.profiles as PaceProfiles | undefined) ?? {},
    audience: Math.max(0, data.audience ?? 0),
    broadcastAt: data.broadcastAt ?? 0,
  };
}

/** Writes the state and the time of the broadcast that carries it; the audience is left as it is. */
export async function saveLiveFeed(eventId: number, state: LiveState, broadcastAt: number): Promise<void> {
  await LiveFeedEntity.update({ eventId })
    .set({ ...state, broadcastAt })
    .go({ response: 'none' });
}

// How often an event's live summary is sent: as often as once a second, but never more messages per
// second than the budget across its audience, so 10,000 viewers cost what 400 viewers at one a
// second cost (API Gateway bills every message sent to every connection): one every 25 s then.
export const LIVE_MESSAGES_PER_SECOND = 400;
const FASTEST_MS = 1_000;
const SLOWEST_MS = 60_000;

export function cadenceMs(audience: number): number {
  return Math.min(SLOWEST_MS, Math.max(FASTEST_MS, Math.ceil((1000 * audience) / LIVE_MESSAGES_PER_SECOND)));
}

/**
 * When the next summary goes, given when the last one went or is due: null while one is still due
 * (it will carry this change too), otherwise now or as soon as the cadence allows.
 */
export function nextBroadcastAt(now: number, lastAt: number, audience: number): number | null {
  if (lastAt > now) return null;
  return Math.max(now, lastAt + cadenceMs(audience));
}

import { describe, expect, it } from 'vitest';
import { cadenceMs, LIVE_MESSAGES_PER_SECOND, nextBroadcastAt } from '@lambdas/realtime/live-cadence';

describe('cadenceMs', () => {
  it.each([
    [0, 1000],
    [1, 1000],
    [400, 1000],
    [1000, 2500],
    [10_000, 25_000],
    [1_000_000, 60_000],
  ])('paces a summary followed by %i connections every %i ms', (audience, expected) => {
    expect(cadenceMs(audience)).toBe(expected);
  });

  it('never sends more than the budget of messages per second, whatever the audience', () => {
    for (const audience of [1, 399, 401, 7_777, 10_000, 23_999]) {
      expect((audience * 1000) / cadenceMs(audience)).toBeLessThanOrEqual(Math.max(audience, LIVE_MESSAGES_PER_SECOND));
      expect((audience * 1000) / cadenceMs(audience)).toBeLessThanOrEqual(LIVE_MESSAGES_PER_SECOND + 1);
    }
  });
});

describe('nextBroadcastAt', () => {
  const now = 1_000_000;

  it('sends at once when the last summary is older than the cadence', () => {
    expect(nextBroadcastAt(now, now - 5000, 10)).toBe(now);
  });

  it('schedules the next summary for when the cadence allows it', () => {
    expect(nextBroadcastAt(now, now - 5000, 10_000)).toBe(now + 20_000);
  });

  it('sends nothing new while a summary is still due: it will carry this change too', () => {
    expect(nextBroadcastAt(now, now + 3000, 10_000)).toBeNull();
  });
});

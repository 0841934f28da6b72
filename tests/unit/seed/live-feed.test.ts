import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendReads } from '@infra/local/seed/demo-event-api';
import { feedLiveReads } from '@infra/local/seed/live-feed';
import type { GeneratedRace } from '@infra/local/seed/race-generator';
import type { SeedContext } from '@infra/local/seed-demo';
import type { TimingRead } from '@shared/timing/timing-schemas';

vi.mock('@infra/local/seed/demo-event-api', () => ({ sendReads: vi.fn() }));

const start = Date.parse('2026-03-01T13:00:00.000Z');
const readAt = (bib: string, secondsAfterStart: number): TimingRead => ({
  readId: `meta-${bib}`,
  bib,
  point: 'meta',
  time: new Date(start + secondsAfterStart * 1000).toISOString(),
  lap: 1,
});
const race = { reads: [readAt('1', -5), readAt('2', -1), readAt('3', 1)] } as GeneratedRace;
const state = { eventId: 7, timingKey: 'llave' };
const context = { url: 'http://cloud', log: () => undefined } as unknown as SeedContext;
const bibsSent = () => vi.mocked(sendReads).mock.calls.map(([, , reads]) => reads.map((read) => read.bib));

beforeEach(() => {
  vi.useFakeTimers({ now: start });
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(sendReads).mockReset();
});

describe('feedLiveReads', () => {
  it('sends the reads the platform did not take again with the next ones, instead of dropping them', async () => {
    vi.mocked(sendReads).mockRejectedValueOnce(new Error('POST /api/timing/events/7/reads → 503')).mockResolvedValue(undefined);

    const stop = feedLiveReads(context, state, race);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(2000);
    stop();

    expect(bibsSent()).toEqual([
      ['1', '2'],
      ['1', '2', '3'],
    ]);
  });

  it('sends each read once while the platform takes them', async () => {
    vi.mocked(sendReads).mockResolvedValue(undefined);

    const stop = feedLiveReads(context, state, race);
    await vi.advanceTimersByTimeAsync(6000);
    stop();

    expect(bibsSent()).toEqual([['1', '2'], ['3']]);
  });

  it('sends nothing more once stopped, even when a send was in flight', async () => {
    let answer: () => void = () => undefined;
    vi.mocked(sendReads).mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)));

    const stop = feedLiveReads(context, state, race);
    stop();
    answer();
    await vi.advanceTimersByTimeAsync(10_000);

    expect(bibsSent()).toEqual([['1', '2']]);
  });
});

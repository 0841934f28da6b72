// The rolling window's rule (shared/core/rolling-window.ts): no span of a limit's window, wherever it
// starts, lets more than the limit through — the burst across a clock minute's edge included — and a
// refusal says how long until the oldest blocking moment leaves its window.
import { describe, expect, it } from 'vitest';
import { rollingCheck } from '@shared/core/rolling-window';

const SECOND = 1000;
const chat = [
  { limit: 20, windowSeconds: 60 },
  { limit: 300, windowSeconds: 3600 },
];

/** Sends at each moment, keeping the log as a limiter would; answers which were let through. */
function sendAt(moments: number[], limits = chat): boolean[] {
  let hits: number[] = [];
  return moments.map((at) => {
    const check = rollingCheck(hits, limits, at);
    hits = check.hits;
    return check.retryAfterSeconds === 0;
  });
}

describe('rollingCheck', () => {
  it('lets 20 through in the last seconds of a clock minute and none in the first seconds of the next', () => {
    const minuteEdge = Date.UTC(2026, 10, 29, 12, 1, 0);
    const late = Array.from({ length: 20 }, (_, index) => minuteEdge - 20 * SECOND + index * 500);
    const early = Array.from({ length: 20 }, (_, index) => minuteEdge + 5 * SECOND + index * 500);
    const through = sendAt([...late, ...early]);
    expect(through.slice(0, 20).every(Boolean)).toBe(true);
    expect(through.slice(20).some(Boolean)).toBe(false);
  });

  it('never lets more than 20 through in any 60 s, for a steady stream of tries', () => {
    const start = Date.UTC(2026, 10, 29, 12, 0, 37);
    const moments = Array.from({ length: 600 }, (_, index) => start + index * 700);
    const through = sendAt(moments);
    const taken = moments.filter((_, index) => through[index]);
    for (const at of taken) expect(taken.filter((other) => other >= at && other < at + 60 * SECOND).length).toBeLessThanOrEqual(20);
    // And it keeps the pace: about 20 a minute over the 7 minutes.
    expect(taken.length).toBeGreaterThanOrEqual(7 * 20 - 1);
  });

  it('answers how long until a place frees: the blocking moment plus the window', () => {
    const at = Date.UTC(2026, 10, 29, 12, 0, 0);
    let hits: number[] = [];
    for (let index = 0; index < 20; index += 1) hits = rollingCheck(hits, chat, at + index * SECOND).hits;
    const refused = rollingCheck(hits, chat, at + 30 * SECOND);
    expect(refused.retryAfterSeconds).toBe(30);
    expect(refused.hits).toEqual(hits);
    expect(rollingCheck(hits, chat, at + 60 * SECOND + 1).retryAfterSeconds).toBe(0);
  });

  it('holds the longer window too, and keeps no more moments than the largest limit', () => {
    const start = Date.UTC(2026, 10, 29, 12, 0, 0);
    const everyFourSeconds = Array.from({ length: 400 }, (_, index) => start + index * 4 * SECOND);
    const through = sendAt(everyFourSeconds);
    expect(through.filter(Boolean)).toHaveLength(300);
    expect(rollingCheck([], chat, start).hits).toEqual([start]);
    let hits: number[] = [];
    for (const at of everyFourSeconds) hits = rollingCheck(hits, chat, at).hits;
    expect(hits.length).toBeLessThanOrEqual(300);
  });

  it('counts moments newer than its own, written by requests that came at once, and keeps them in order', () => {
    const at = Date.UTC(2026, 10, 29, 12, 0, 0);
    const limits = [{ limit: 3, windowSeconds: 60 }];
    // Three requests read an empty log; the latest wrote first, the others try again over its log.
    let hits = rollingCheck([], limits, at + 3).hits;
    hits = rollingCheck(hits, limits, at + 2).hits;
    hits = rollingCheck(hits, limits, at + 1).hits;
    expect(hits).toEqual([at + 1, at + 2, at + 3]);
    expect(rollingCheck(hits, limits, at + 1).retryAfterSeconds).toBeGreaterThan(0);
  });
});

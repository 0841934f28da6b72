// How far a device's clock is from the server's (docs/timing.md#the-manual-timing-app): each sample is
// one round trip to the server-time route; the server's instant is taken as the round trip's middle,
// so the sample with the shortest round trip bounds the error best.

export interface ClockSample {
  /** The device's clock when the request left. */
  sentMs: number;
  /** The server's clock in its answer. */
  serverMs: number;
  /** The device's clock when the answer arrived. */
  receivedMs: number;
}

export interface ClockOffset {
  /** Add to the device's clock to get the server's. */
  offsetMs: number;
  /** The round trip of the sample it comes from: the offset is right within half of it. */
  rttMs: number;
  /** When it was measured, on the device's clock. */
  measuredAtMs: number;
}

/** The offset of the lowest-RTT sample; none from no sample (a round trip that went backwards is no sample). */
export function bestOffset(samples: readonly ClockSample[]): ClockOffset | undefined {
  let best: ClockOffset | undefined;
  for (const { sentMs, serverMs, receivedMs } of samples) {
    const rttMs = receivedMs - sentMs;
    if (rttMs < 0) continue;
    if (!best || rttMs < best.rttMs) best = { offsetMs: Math.round(serverMs - (sentMs + receivedMs) / 2), rttMs, measuredAtMs: receivedMs };
  }
  return best;
}

/** A new measure replaces the kept one only when it is as tight; an old loose one gives way after an hour (clocks drift). */
export function keptOffset(kept: ClockOffset | undefined, measured: ClockOffset | undefined): ClockOffset | undefined {
  if (!measured) return kept;
  if (!kept || measured.rttMs <= kept.rttMs || measured.measuredAtMs - kept.measuredAtMs > 3_600_000) return measured;
  return kept;
}

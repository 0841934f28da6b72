// Waits until the local cloud's queued work is done (read from /local/metrics): every queued standings
// refresh and live send, and every bucket trigger call (in AWS, S3 notifications queue for Lambda too).
// An object written before this is called has been handled once it returns.
interface QueueStats {
  waiting: number;
  inFlight: number;
}

interface Metrics {
  queues: Record<string, QueueStats>;
  bucketTriggers: { inFlight: number };
}

/** Readings that may fail one after another before the cloud counts as gone. */
const FAILED_READINGS = 10;

/**
 * A reading of the metrics, or null when the connection was cut: a cloud whose process was busy for a
 * long while (a 30,000-athlete refresh) closes idle keep-alive connections as the client reuses them.
 */
async function metricsOf(cloudUrl: string): Promise<Metrics | null> {
  try {
    return (await (await fetch(`${cloudUrl}/local/metrics`)).json()) as Metrics;
  } catch {
    return null;
  }
}

export async function queuesDrained(cloudUrl: string, quietReadings = 2): Promise<void> {
  for (let quiet = 0, failed = 0; ; ) {
    const metrics = await metricsOf(cloudUrl);
    failed = metrics ? 0 : failed + 1;
    if (failed === FAILED_READINGS) throw new Error(`La nube local no responde en ${cloudUrl}/local/metrics`);
    const idle = metrics !== null && Object.values(metrics.queues).every(({ waiting, inFlight }) => waiting === 0 && inFlight === 0) && metrics.bucketTriggers.inFlight === 0;
    quiet = idle ? quiet + 1 : 0;
    if (quiet === quietReadings) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

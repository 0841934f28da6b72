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

export async function queuesDrained(cloudUrl: string, quietReadings = 2): Promise<void> {
  for (let quiet = 0; ; ) {
    const { queues, bucketTriggers } = (await (await fetch(`${cloudUrl}/local/metrics`)).json()) as Metrics;
    const idle = Object.values(queues).every(({ waiting, inFlight }) => waiting === 0 && inFlight === 0) && bucketTriggers.inFlight === 0;
    quiet = idle ? quiet + 1 : 0;
    if (quiet === quietReadings) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

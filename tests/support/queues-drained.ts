// Waits until the local cloud's work queues are empty: every queued standings refresh and live send
// is done (read from /local/metrics).
interface QueueStats {
  waiting: number;
  inFlight: number;
}

export async function queuesDrained(cloudUrl: string, quietReadings = 2): Promise<void> {
  for (let quiet = 0; quiet < quietReadings; ) {
    const { queues } = (await (await fetch(`${cloudUrl}/local/metrics`)).json()) as { queues: Record<string, QueueStats> };
    quiet = Object.values(queues).every(({ waiting, inFlight }) => waiting === 0 && inFlight === 0) ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

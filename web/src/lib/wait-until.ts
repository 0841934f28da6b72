// Asking again until something is ready (a processed image, a profile that shows it), a bounded
// number of times: the last try's answer is an error the caller words for the user.
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class NotReadyError extends Error {
  constructor() {
    super('Still not ready after the last try');
    this.name = 'NotReadyError';
  }
}

/** Calls `probe` every `intervalMs`, at most `tries` times, until it answers something. */
export async function waitUntil<T>(probe: () => Promise<T | undefined>, { intervalMs, tries }: { intervalMs: number; tries: number }): Promise<T> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    await pause(intervalMs);
    const value = await probe();
    if (value !== undefined) return value;
  }
  throw new NotReadyError();
}

// Holds every API answer asked for from now on until the test lets them through: a second click lands
// while the first request is still on its way, however fast the machine answers.
import { vi } from 'vitest';

/** Stubs fetch over the current one; the function it returns lets the held answers (and all later ones) through. */
export function holdAnswers(): () => void {
  const answer = globalThis.fetch;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
    await released;
    return answer(...args);
  });
  return release;
}

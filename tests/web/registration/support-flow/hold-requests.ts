// Holds the stubbed API's answers to one route until the test releases them, so a second click can
// happen while the first request is still on its way.
import { vi } from 'vitest';

/** Call after stubApi; `route` is 'METHOD /path'. Returns the release. */
export function holdRequests(route: string): () => void {
  const answer = vi.mocked(fetch).getMockImplementation();
  if (!answer) throw new Error('holdRequests needs stubApi first');
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    if (`${init?.method ?? 'GET'} ${String(input)}` === route) await gate;
    return answer(input, init);
  });
  return release;
}

// Limits counted in clock windows (docs/security.md, 'Request limits'): a test's burst must fall in one.

/** Waits, when the clock minute has fewer than `seconds` left, for the next one, so that a burst of that length falls in one window. */
export async function earlyInTheMinute(seconds: number): Promise<void> {
  const left = 60 - new Date().getUTCSeconds();
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}

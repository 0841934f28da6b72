// Limits counted in clock windows (docs/security.md, 'Request limits'): a test's burst must fall in one.

/** Waits until the clock minute has more than 20 s left, so that a burst falls in one window. */
export async function earlyInTheMinute(): Promise<void> {
  const second = new Date().getUTCSeconds();
  if (second > 40) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
}

// Photos of an athlete (docs/results.md §5: queried by adjusted time within ± 200 around a time).

/** The whole seconds of horaAjustada (epoch seconds, the camera clock corrected to the timing clock) within ± window of `seconds`, bounds included. */
export function photoWindow(seconds: number, window: number): { from: number; to: number } {
  return { from: Math.ceil(seconds - window), to: Math.floor(seconds + window) };
}

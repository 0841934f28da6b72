// Photos of an athlete (spec §5: queried by adjusted time within ± 200 around a time).

/** The default window, in seconds either side. */
export const PHOTO_WINDOW_SECONDS = 200;

/** Photos whose horaAjustada (epoch seconds, the camera clock corrected to the timing clock) is within ± window of `seconds` (epoch seconds). */
export function photosNear<T extends { horaAjustada: number }>(photos: T[], seconds: number, window = PHOTO_WINDOW_SECONDS): T[] {
  return photos.filter((photo) => Math.abs(photo.horaAjustada - seconds) <= window);
}

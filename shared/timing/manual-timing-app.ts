// Where the manual timing app lives (docs/timing.md#the-manual-timing-app): its pages, its service
// worker (scoped to them, beside the live page's own at the root) and its web manifest.
export const TIMING_APP_SCOPE = '/cronometraje/';
export const TIMING_APP_WORKER = '/cronometraje/sw.js';
export const TIMING_APP_MANIFEST = '/cronometraje/manifest.webmanifest';

/** The app for an event; a paired key travels in the fragment, which no request carries to a server. */
export function timingAppUrl(origin: string, eventId: number, key?: { key: string; label: string }): string {
  const base = `${origin}${TIMING_APP_SCOPE}evento_${eventId}`;
  return key ? `${base}#${new URLSearchParams({ clave: key.key, etiqueta: key.label })}` : base;
}

/** The key and its label in a page's fragment, if it carries them. */
export function keyOfFragment(hash: string): { key: string; label: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const key = params.get('clave');
  return key ? { key, label: params.get('etiqueta') ?? '' } : null;
}

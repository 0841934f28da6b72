// Makes the manual timing app installable and able to open with no network
// (docs/timing.md#the-manual-timing-app): its manifest on its pages, and its service worker,
// registered for its own scope; once it is ready, the files this page loaded are handed to it to keep.
import { TIMING_APP_MANIFEST, TIMING_APP_SCOPE, TIMING_APP_WORKER } from '@shared/timing/manual-timing-app';

/** The same-origin files the page loaded (its document, scripts, styles, /config.json), not the API. */
function loadedFiles(): string[] {
  const files = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [window.location.href.split('#')[0]!, '/config.json', TIMING_APP_MANIFEST, ...files].filter((url) => {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin && !parsed.pathname.startsWith('/api/');
  });
}

/** Adds the manifest link while the app is shown; the returned function takes it away. */
export function linkManifest(): () => void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = TIMING_APP_MANIFEST;
  document.head.append(link);
  return () => link.remove();
}

export async function registerTimingWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register(TIMING_APP_WORKER, { scope: TIMING_APP_SCOPE });
  const ready = await navigator.serviceWorker.ready;
  ready.active?.postMessage({ type: 'guardar', urls: loadedFiles() });
}

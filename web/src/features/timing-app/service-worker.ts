// Makes the manual timing app installable and able to open with no network
// (docs/timing.md#the-manual-timing-app): its manifest on its pages, and its service worker,
// registered for its own scope; once it is ready, the files this page loaded are handed to it to keep,
// and the app says so when it has kept them all.
import { useEffect, useState } from 'react';
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

/** Registers the worker and hands it the files to keep; true once it says it has kept them all. */
async function keepOffline(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const container = navigator.serviceWorker;
  await container.register(TIMING_APP_WORKER, { scope: TIMING_APP_SCOPE });
  const ready = await container.ready;
  const kept = new Promise<boolean>((resolve) => {
    const answer = (event: MessageEvent<{ type?: string; kept?: boolean }>) => {
      if (event.data?.type !== 'guardado') return;
      container.removeEventListener('message', answer);
      resolve(event.data.kept === true);
    };
    container.addEventListener('message', answer);
  });
  container.startMessages();
  ready.active?.postMessage({ type: 'guardar', urls: loadedFiles() });
  return kept;
}

let keeping: Promise<boolean> | undefined;

/** Once per page load, whatever screen asks first. */
export function registerTimingWorker(): Promise<boolean> {
  keeping ??= keepOffline().catch((error: unknown) => {
    console.error(error);
    return false;
  });
  return keeping;
}

/** Whether the app's files are kept on the phone, so it opens with no network; undefined while it is keeping them. */
export function useKeptOffline(): boolean | undefined {
  const [kept, setKept] = useState<boolean>();
  useEffect(() => {
    let shown = true;
    void registerTimingWorker().then((done) => shown && setKept(done));
    return () => {
      shown = false;
    };
  }, []);
  return kept;
}

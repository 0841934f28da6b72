// jsdom setup for the web tests: jest-dom matchers, cleanup, patient waits, and what jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useFastLabels } from './support/fast-labels';

// findBy… and waitFor wait up to 30 s, not 1 s: a screen's first render loads its lazy chunks, which on
// a busy 2-core machine running the other layers at the same time (bin/test.ts) can take seconds, and
// on a slow day more than 15 s (docs/testing.md). A wait that is met costs nothing more.
configure({ asyncUtilTimeout: 30_000 });

// vi.waitFor waits as long (its own default is 1 s), keeping its handling of fake timers. The setup runs
// before each file in a shared worker: the wait is made patient once.
const patient = Symbol.for('carreras.patientWaitFor');
if (!(patient in vi.waitFor)) {
  const waitFor = vi.waitFor;
  vi.waitFor = Object.assign(
    <T>(callback: Parameters<typeof waitFor<T>>[0], options?: Parameters<typeof waitFor<T>>[1]) =>
      waitFor(callback, typeof options === 'number' ? options : { timeout: 30_000, ...options }),
    { [patient]: true },
  );
}

// The web files share their worker's modules and its jsdom window (isolate: false in vitest.config.ts:
// React, Amplify UI and the other libraries load once per worker, not once per file). What a file may
// change is set back before it runs, as a fresh worker would have it: the app's own modules are
// evaluated again for each file, so a module one file mocks (vi.mock) is never the copy another file's
// code holds, and the window's storage and address start empty.
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

useFastLabels(window);

// Amplify UI reads matchMedia for its responsive style props; jsdom has none.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

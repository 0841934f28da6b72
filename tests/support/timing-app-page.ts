// The manual timing app's page as a browser check reads it (docs/timing.md#the-manual-timing-app):
// whether its service worker holds it, and the records in its IndexedDB. Functions, not strings: the
// page's CSP refuses eval.
import type { Page } from 'playwright-core';
import type { ManualRecord } from '@shared/timing/manual-queue';
import { manualTimingTexts } from '@shared/timing/manual-timing-texts';

/** What the page's functions below use of the browser (the project's types have no DOM library). */
export interface PageGlobals {
  indexedDB: { open(name: string): { result: IdbDatabase; error: unknown; onsuccess: () => void; onerror: () => void } };
  navigator: { serviceWorker: { controller: unknown } };
  document: { querySelector(selector: string): { textContent: string | null } | null };
}
interface IdbDatabase {
  transaction(store: string): { objectStore(store: string): { getAll(): { result: unknown; error: unknown; onsuccess: () => void; onerror: () => void } } };
}

/** The device's records, read from its IndexedDB as the app keeps them. */
export const deviceRecords = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<ManualRecord[]>((resolve, reject) => {
        const open = (globalThis as unknown as PageGlobals).indexedDB.open('cronometraje');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('lecturas').objectStore('lecturas').getAll();
          all.onsuccess = () => resolve(all.result as ManualRecord[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );

/** The app says its files are kept on the phone, and its worker controls the page: it opens with no network. */
export const workerReady = async (page: Page) => {
  await page.getByText(manualTimingTexts.keptOffline, { exact: true }).waitFor();
  await page.waitForFunction(() => (globalThis as unknown as PageGlobals).navigator.serviceWorker.controller !== null);
};

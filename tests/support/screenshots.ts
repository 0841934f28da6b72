// Screenshots of e2e screens, to look at by eye: saved only when E2E_SCREENSHOTS names a folder.
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const folder = process.env.E2E_SCREENSHOTS;

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (folder) await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

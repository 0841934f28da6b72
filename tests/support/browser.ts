// Debian's Chromium, driven by playwright-core: nothing downloads a browser of its own (docs/testing.md).
import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

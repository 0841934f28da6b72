// What a first view asks the server for, in the browser (docs/sites.md 'Documents', docs/architecture.md
// "First views"): the boot's /config.json and a registration's view, whose places held change by the
// second, are asked once, from the document's preloads, which the SPA's own requests take; the reads
// the document carries (an event's results page) are not asked at all.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { finishedInfo } from '@infra/local/seed/demo-event-catalog';
import { launchChromium } from '../support/browser';

const cloudUrl = inject('cloudUrl');

// A fresh cloud's demo seed makes the finished, the upcoming and the live race, in that order.
const FINISHED = 1;
const UPCOMING = 2;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** Opens a page in a fresh context and counts the requests for each path until `drawn` resolves. */
async function requestsOf(path: string, drawn: (page: Page) => Promise<unknown>): Promise<Map<string, number>> {
  const context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    counts.set(`${pathname}${search}`, (counts.get(`${pathname}${search}`) ?? 0) + 1);
  });
  try {
    await page.goto(`${cloudUrl}${path}`);
    await drawn(page);
    return counts;
  } finally {
    await context.close();
  }
}

describe("a first view's requests", () => {
  it("draw an event's results from the event the document carries, with /config.json asked once", async () => {
    const counts = await requestsOf(`/resultados/evento_${FINISHED}`, (page) =>
      page.getByRole('heading', { level: 1, name: finishedInfo.nombreEvento }).waitFor(),
    );
    expect(counts.get('/config.json')).toBe(1);
    expect(counts.has(`/api/events/${FINISHED}`)).toBe(false);
  });

  it("ask a registration's view once, from the document's preload", async () => {
    const counts = await requestsOf(`/proximos-eventos/evento_${UPCOMING}/inscripcion`, (page) => page.getByText('Confirma los datos de registro').waitFor());
    expect(counts.get(`/api/events/${UPCOMING}/registration`)).toBe(1);
    expect(counts.get('/config.json')).toBe(1);
  });
});

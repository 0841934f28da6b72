// Organizer webs in Chromium against the local cloud: the demo's site on its free subdomain (pages by
// route, the not-found page, the registration flow on the same host, 390 px), and a site whose every
// text and URL carries script payloads, rendered with nothing executed and nothing injected.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, signedUpAthlete } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { createdEvent } from '../support/timed-events';

const cloudUrl = inject('cloudUrl');
const port = new URL(cloudUrl).port;
const WAIT = { timeout: 30_000 };
const siteUrl = (host: string, path = '/') => `http://${host}:${port}${path}`;

let browser: Browser;
let page: Page;
const dialogs: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

afterAll(async () => {
  await browser?.close();
});

describe("the demo's organizer web on its subdomain", () => {
  it('shows its home page, its pages by route and its not-found page', async () => {
    await page.goto(siteUrl('primavera.localhost'));
    await page.getByRole('heading', { name: 'Corre la primavera en Puebla' }).waitFor(WAIT);
    expect(await page.title()).toBe('Carrera de la Primavera de Puebla');
    await page.getByText('segundos').waitFor();
    await saveScreenshot(page, 'organizer-web-home');
    await page.getByRole('link', { name: 'Ruta', exact: true }).click();
    await page.getByRole('heading', { name: 'La ruta' }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/ruta');
    await page.goto(siteUrl('primavera.localhost', '/no-existe'));
    await page.getByText('PÁGINA NO ENCONTRADA').waitFor(WAIT);
    await page.getByText('Intenta una ruta diferente').waitFor();
  });

  it("opens the platform's registration flow on the same host", async () => {
    await page.goto(siteUrl('primavera.localhost'));
    // The registration section's button (the header's 'Inscríbete' only scrolls to it), drawn once the platform's sections have loaded.
    await page.getByRole('link', { name: 'Inscríbete' }).and(page.locator('[href$="/inscripcion"]')).click(WAIT);
    await page.getByRole('heading', { name: 'Confirma los datos de registro' }).waitFor(WAIT);
    expect(new URL(page.url()).host).toBe(`primavera.localhost:${port}`);
  });

  it('fits 390 px without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl('primavera.localhost'));
    await page.getByRole('heading', { name: 'Corre la primavera en Puebla' }).waitFor(WAIT);
    // The countdown is the SPA's: the page's pre-rendered document has been replaced.
    await page.getByText('segundos').waitFor(WAIT);
    await saveScreenshot(page, 'organizer-web-390');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(1);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('keeps only the loading logo on a host no site answers on', async () => {
    await page.goto(siteUrl('nadie.localhost'));
    await page.getByRole('img', { name: 'Carreras' }).waitFor(WAIT);
    expect(await page.getByRole('heading').count()).toBe(0);
  });
});

describe('a site full of script payloads', () => {
  const payload = `<img src=x onerror="alert('xss')"><script>alert('xss')</script>`;

  it('renders every payload as inert text', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const { iDEvento: eventId } = await createdEvent(cloudUrl, token);
    const content = {
      title: payload,
      home: {
        title: payload,
        sections: [
          { component: 'header', menu: [{ text: payload, url: '#x' }], callToAction: { text: payload, url: '/x' } },
          { component: 'title', text: payload },
          { component: 'textWithTitle', title: payload, body: `${payload}\n\n[clic](javascript:alert('xss')) ![x](javascript:alert('xss')) <iframe src="https://evil.example"></iframe>` },
          { component: 'infoBoxes', boxes: [{ title: payload, body: payload, price: '<b onclick=alert(1)>$450</b>' }] },
          { component: 'footer', body: payload, links: [{ text: payload, url: 'https://example.mx' }] },
          { component: 'countdown', title: payload, until: '2030-01-01T00:00:00-06:00', doneText: payload },
          { component: 'download', text: payload, url: '/archivo' },
        ],
      },
    };
    expect((await callApi(cloudUrl, `/api/events/${eventId}/site`, { method: 'PUT', token, body: { revision: 0, content } })).status).toBe(200);
    expect((await callApi(cloudUrl, `/api/events/${eventId}/site/publication`, { method: 'POST', token, body: { revision: 1 } })).status).toBe(200);
    const slug = `xss-${randomUUID().slice(0, 8)}`;
    expect((await callApi(cloudUrl, `/api/events/${eventId}/site/hosts`, { method: 'POST', token, body: { tipo: 'subdominio', slug } })).status).toBe(201);

    await page.goto(siteUrl(`${slug}.localhost`));
    await page.getByRole('heading', { name: payload }).first().waitFor(WAIT);
    // Every image has loaded or failed (an injected onerror would have run by then, its alert a dialog).
    await page.waitForFunction(`document.readyState === 'complete' && [...document.images].every((image) => image.complete)`, undefined, WAIT);
    expect(dialogs).toEqual([]);
    // Run in the page (a string: the tests' typecheck has no DOM lib).
    const injected = await page.evaluate<Record<string, number>>(`({
      scripts: [...document.querySelectorAll('script')].filter((script) => !script.src && script.type !== 'application/json').length,
      handlers: [...document.querySelectorAll('*')].filter((element) => [...element.attributes].some((attribute) => attribute.name.startsWith('on'))).length,
      javascriptLinks: document.querySelectorAll('[href^="javascript:"], [src^="javascript:"]').length,
      frames: document.querySelectorAll('iframe').length,
      images: document.querySelectorAll('img[src="x"]').length,
    })`);
    expect(injected).toEqual({ scripts: 0, handlers: 0, javascriptLinks: 0, frames: 0, images: 0 });
    await saveScreenshot(page, 'organizer-web-payloads');
  });
});

// The result screens on a 390 px phone: every runner's name stays readable and opens the athlete,
// and the live page's checkpoint filter and clock fit. Screenshots with E2E_SCREENSHOTS set.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';

const cloudUrl = inject('cloudUrl');

// A fresh cloud's demo seed makes the finished race first and the live race third.
const FINISHED = 1;
const LIVE = 3;
/** Enough for a full name to show, not an ellipsis of two letters. */
const READABLE_NAME_PX = 120;

let browser: Browser;
let page: Page;

const button = (name: string, scope: Page | Locator = page) => scope.getByRole('button', { name, exact: true });
const dialog = (name: string) => page.getByRole('dialog', { name, exact: true });

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'es-MX', isMobile: true, hasTouch: true });
});

afterAll(async () => {
  await browser?.close();
});

describe('results on a 390 px phone', () => {
  for (const [report, screenshot] of [
    ['Resultados Generales', 'telefono-resultados-generales'],
    ['Resultados Genero', 'telefono-resultados-genero'],
    ['Resultados Categoría', 'telefono-resultados-categoria'],
  ] as const) {
    it(`'${report}' keeps the Nombre column wide enough to read, and a tap on a name opens the athlete`, async () => {
      await page.goto(`${cloudUrl}/resultados/evento_${FINISHED}`);
      await button(report).click();
      const list = dialog(report);
      const rows = list.getByRole('row');
      // A category list of one branch may hold only a few athletes of the demo race: a header and one row suffice.
      await expect.poll(() => rows.count()).toBeGreaterThan(1);
      const nameHeader = list.getByRole('columnheader', { name: 'Nombre', exact: true });
      expect((await nameHeader.boundingBox())!.width).toBeGreaterThan(READABLE_NAME_PX);
      const nameCell = rows.nth(1).getByRole('cell').nth(2);
      const nombre = await nameCell.innerText();
      expect(nombre).toMatch(/^\S+ \S+ \S+$/);
      const nameButton = nameCell.getByRole('button');
      const box = (await nameButton.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + Math.min(box.width, READABLE_NAME_PX)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, screenshot);

      await nameButton.tap();

      await dialog(nombre).waitFor();
      await saveScreenshot(page, `${screenshot}-atleta`);
    });
  }
});

/** What the code below reads of the report's scrolling body (the platform's type check has no DOM types). */
interface ScrollBox {
  lastElementChild: { scrollWidth: number; clientWidth: number } | null;
}

describe('the team report on a 390 px phone', () => {
  it("'Resultados Equipos' stacks each team: nothing scrolls sideways, and a tap on a counted finisher opens the athlete", async () => {
    await page.goto(`${cloudUrl}/resultados/evento_${FINISHED}`);
    await button('Resultados Equipos').click();
    const report = dialog('Resultados Equipos');
    const teams = report.getByRole('list', { name: 'Resultados Equipos' });
    await teams.waitFor();
    expect(await report.getByRole('table').count()).toBe(0);
    const sideways = await report.evaluate((element) => {
      const body = (element as unknown as ScrollBox).lastElementChild;
      return body ? body.scrollWidth - body.clientWidth : -1;
    });
    expect(sideways).toBe(0);
    const finisher = teams.getByRole('list').first().getByRole('button').first();
    const box = (await finisher.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const nombre = await finisher.innerText();
    await saveScreenshot(page, 'telefono-resultados-equipos');

    await finisher.tap();

    await dialog(nombre).waitFor();
  });
});

describe('the live page on a 390 px phone', () => {
  it('offers the checkpoint filter of the chosen modality and a running clock', async () => {
    await page.goto(`${cloudUrl}/live/evento_${LIVE}`);
    const filter = page.getByLabel('Punto de control', { exact: true });
    await filter.waitFor();
    const options = await filter.locator('option').allInnerTexts();
    expect(options[0]).toBe('Todos');
    expect(options.slice(-2)).toEqual(['Meta', 'Llegadas pendientes']);
    expect(options.length).toBeGreaterThan(3);
    expect(await page.getByRole('timer').innerText()).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await saveScreenshot(page, 'telefono-live');
  });

  it('stops the clock of a closed event at its last pass instead of counting the hours since', async () => {
    await page.goto(`${cloudUrl}/live/evento_${FINISHED}`);
    await page.getByText('Carrera terminada', { exact: true }).waitFor();
    const clock = await page.getByRole('timer').innerText();
    // The finished demo race lasts a few hours, however long ago it was run.
    expect(clock).toMatch(/^0\d:\d{2}:\d{2}$/);
    expect(clock).not.toBe('00:00:00');
    await saveScreenshot(page, 'telefono-live-cerrado');
  });
});

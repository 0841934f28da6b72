// Every screen of the race-results spec's route table (docs/results.md §2) in the browser, with the demo data: each
// shows the spec's own texts, in Spanish, with its data and images loaded.
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { finishedInfo, liveInfo, pageSections, upcomingInfo } from '@infra/local/seed/demo-event-catalog';
import type { CreatedTimingKey } from '@shared/timing/timing-key-schemas';
import { timingAppUrl } from '@shared/timing/manual-timing-app';
import { callApi, signIn } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { workerReady } from '../support/timing-app-page';

const cloudUrl = inject('cloudUrl');

// A fresh cloud's demo seed makes the finished, the upcoming and the live race, in that order.
const FINISHED = 1;
const UPCOMING = 2;
const LIVE = 3;
const finishedSections = pageSections(finishedInfo);
// The live race's name does not depend on when it runs.
const liveName = liveInfo('2026-03-01', '07:00').nombreEvento;

/** Words an untranslated component would show; the interface is Spanish only (docs/results.md §1). */
const ENGLISH_WORDS = /\b(Loading|Search|Close|Next|Previous|Results|Download|Submit|Cancel|Not found|No results)\b/;

let browser: Browser;
let page: Page;
/** The overall winner of the first modality, read from 'Resultados Generales'. */
const winner = { bib: '', nombre: '' };
let photoUrl = '';

const text = (value: string | RegExp, scope: Page | Locator = page) => scope.getByText(value, { exact: true }).first();
const heading = (name: string | RegExp, scope: Page | Locator = page) => scope.getByRole('heading', { name, exact: true }).first();
const button = (name: string, scope: Page | Locator = page) => scope.getByRole('button', { name, exact: true });
const dialog = (name: string) => page.getByRole('dialog', { name, exact: true });

/** Each screen ends here: no English on it, and its screenshot when asked for. */
async function finishScreen(name: string): Promise<void> {
  expect(await page.locator('body').innerText()).not.toMatch(ENGLISH_WORDS);
  await saveScreenshot(page, name);
}

/** What the page's <img> elements tell about loading (the project's types have no DOM library). */
interface ImageState {
  complete: boolean;
  naturalWidth: number;
}

/** Every image in the scope has arrived and decoded: none is broken or still loading. */
async function expectImagesLoaded(scope: Locator): Promise<void> {
  const unloaded = () =>
    scope.locator('img').evaluateAll((images) =>
      images.map((image) => image as unknown as ImageState).filter((image) => !image.complete || image.naturalWidth === 0).length,
    );
  await expect.poll(unloaded, { timeout: 15_000 }).toBe(0);
}

async function hrefsOf(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
}

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-MX' });
});

afterAll(async () => {
  await browser?.close();
});

describe('the event lists', () => {
  it('/proximos-eventos/ shows the upcoming event with date, time, place and its Información button', async () => {
    await page.goto(`${cloudUrl}/proximos-eventos/`);
    await heading('Próximos Eventos').waitFor();
    await heading(upcomingInfo.nombreEvento).waitFor();
    await text(/20 de febrero de 2027 · 20:00$/).waitFor();
    await text('Avenida Chapultepec, Guadalajara').waitFor();
    expect(await hrefsOf(page.getByRole('link', { name: 'Información', exact: true }))).toContain(`/proximos-eventos/evento_${UPCOMING}`);
    await finishScreen('proximos-eventos');
  });

  it('/proximos-eventos/evento_2 shows the upcoming event, its organizer and modalities', async () => {
    await page.locator(`a[href="/proximos-eventos/evento_${UPCOMING}"]`).click();
    await page.waitForURL(`**/proximos-eventos/evento_${UPCOMING}`);
    await heading(upcomingInfo.nombreEvento).waitFor();
    await text('Organiza: Corredores Demo').waitFor();
    await heading('Modalidades').waitFor();
    await text(/^Medio Maratón · 21\.0975 km · Salida general 20:00$/).waitFor();
    await page.getByRole('link', { name: 'Convocatoria', exact: true }).waitFor();
    await finishScreen('proximos-eventos-evento');
  });

  it('/live/ shows the live event as EVENTO EN PROCESO with its PRELIMINARES button', async () => {
    await page.goto(`${cloudUrl}/live/`);
    await heading('Eventos en vivo').waitFor();
    await heading(liveName).waitFor();
    await text('EVENTO EN PROCESO').waitFor();
    expect(await hrefsOf(page.getByRole('link', { name: 'PRELIMINARES', exact: true }))).toContain(`/live/evento_${LIVE}`);
    await finishScreen('live');
  });

  it('/live/evento_3 shows the (PRELIMINARES) card, the finisher count and the live checkpoint table', async () => {
    await page.locator(`a[href="/live/evento_${LIVE}"]`).click();
    await page.waitForURL(`**/live/evento_${LIVE}`);
    await heading(liveName).waitFor();
    await text('(PRELIMINARES)').waitFor();
    await text(/^Finalistas de [1-9]\d* atletas participando$/).waitFor();
    await button('Buscar por nombre ó Número').waitFor();
    await button('Resultados Ganadores').waitFor();
    await heading('Pasos por punto de control').waitFor();
    expect(await page.getByRole('timer').innerText()).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await finishScreen('live-evento');
  });

  for (const path of ['/resultados/', '/eventos-anteriores']) {
    it(`${path} shows the finished event linking to its results`, async () => {
      await page.goto(`${cloudUrl}${path}`);
      await heading('Eventos Anteriores').waitFor();
      // The card is one link, named by its whole text: the event's name first.
      const card = page.getByRole('link', { name: new RegExp(`^${finishedInfo.nombreEvento}`) });
      await card.waitFor();
      expect(await hrefsOf(card)).toEqual([`/resultados/evento_${FINISHED}`]);
      await text(/1 de marzo de 2026 · 07:00$/, card).waitFor();
      await finishScreen(path.replaceAll('/', ''));
    });
  }
});

describe('the results of the finished event', () => {
  it('/resultados/evento_1 shows the event card, the five buttons, the team report and message_1', async () => {
    await page.goto(`${cloudUrl}/resultados/evento_${FINISHED}`);
    await heading(finishedInfo.nombreEvento).waitFor();
    for (const name of ['Buscar por nombre ó Número', 'Resultados Ganadores', 'Resultados Categoría', 'Resultados Genero', 'Resultados Generales', 'Resultados Equipos']) {
      await button(name).waitFor();
    }
    await text(finishedSections.timingConfig.messages.message_1!).waitFor();
    // The event is closed: its results are final.
    expect(await page.getByText('(Resultados preliminares)').count()).toBe(0);
    await finishScreen('resultados-evento');
  });

  it("'Resultados Generales' opens full screen with the ranked rows", async () => {
    await button('Resultados Generales').click();
    const report = dialog('Resultados Generales');
    await text(/^[\d,]+ finalistas$/, report).waitFor();
    const rows = report.getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(10);
    const first = rows.nth(1).getByRole('cell');
    expect(await first.nth(0).innerText()).toBe('1');
    winner.bib = await first.nth(1).innerText();
    winner.nombre = await first.nth(2).innerText();
    expect(winner.nombre).toMatch(/^\S+ \S+ \S+$/);
    await finishScreen('resultados-generales');
    await button('Cerrar', report).click();
  });

  it("'Resultados Ganadores' shows the winners by branch, absolutes first", async () => {
    await button('Resultados Ganadores').click();
    const report = dialog('Resultados Ganadores');
    await heading('Varonil · Absoluto', report).waitFor();
    const groups = await report.getByRole('heading', { level: 3 }).allInnerTexts();
    for (const branch of ['Varonil', 'Femenil']) {
      expect(groups.filter((group) => group.startsWith(branch))[0]).toBe(`${branch} · Absoluto`);
    }
    await button(winner.nombre, report).waitFor();
    await finishScreen('resultados-ganadores');
    await button('Cerrar', report).click();
  });

  it("'Buscar por nombre ó Número' finds the winner by surname and opens the athlete", async () => {
    await button('Buscar por nombre ó Número').click();
    const search = dialog('Buscador por Nombre o Número');
    await text('Escribe el número o más de 2 letras del nombre', search).waitFor();
    await search.getByLabel('Nombre o número').fill(winner.nombre.split(' ')[1]!);
    await button(winner.nombre, search).waitFor();
    await finishScreen('buscador');
    await button(winner.nombre, search).click();
    await dialog(winner.nombre).waitFor();
  });

  it('the athlete detail shows the result, Parciales, photos, Gráficas del atleta and the certificate', async () => {
    const athlete = dialog(winner.nombre);
    await text(new RegExp(`^Número ${winner.bib} · `), athlete).waitFor();
    await heading('Parciales', athlete).waitFor();
    await text('N/R', athlete).waitFor({ state: 'detached' });
    await heading('Gráficas del atleta', athlete).waitFor();
    await heading('Estadísticas', athlete).waitFor();
    const photos = athlete.getByRole('region', { name: 'Fotos del atleta' });
    await photos.getByRole('link', { name: 'Editar foto 1' }).waitFor();
    await expectImagesLoaded(photos);
    const editorLink = new URL((await photos.getByRole('link').first().getAttribute('href'))!, cloudUrl);
    photoUrl = editorLink.searchParams.get('url')!;
    expect(photoUrl).toMatch(/^\/media\/event-photos\/\d+\/.+\.jpg$/);
    await finishScreen('atleta');

    await button('Certificado', athlete).click();
    await athlete.getByRole('img', { name: 'Certificado de resultados' }).waitFor();
    await button('Descargar PDF', athlete).waitFor();
    await finishScreen('atleta-certificado');
    await photos.scrollIntoViewIfNeeded();
    await finishScreen('atleta-fotos');
    await athlete.getByRole('region', { name: 'Estadísticas' }).scrollIntoViewIfNeeded();
    await finishScreen('atleta-graficas');
  });
});

describe('the pages around the results', () => {
  it('/convocatoria/evento_1 renders the text, list, place and modalities blocks', async () => {
    await page.goto(`${cloudUrl}/convocatoria/evento_${FINISHED}`);
    await text('Evento').waitFor();
    await heading(finishedInfo.nombreEvento).waitFor();
    await heading('Entrega de paquetes').waitFor();
    await text('Viernes de 10:00 a 19:00').waitFor();
    const map = page.getByRole('link', { name: /Ver en el mapa/ });
    expect(await map.getAttribute('href')).toBe('https://www.google.com/maps?q=19.4326,-99.1332');
    await heading('Modalidades y categorías').waitFor();
    await text(/Medio Maratón/).waitFor();
    await finishScreen('convocatoria');
  });

  it('/views/evento_1/0/ fills the podium boxes with result fields', async () => {
    await page.goto(`${cloudUrl}/views/evento_${FINISHED}/0/`);
    const boxes = page.getByTestId('view-box');
    await expect.poll(() => boxes.count()).toBe(5);
    expect(await boxes.first().innerText()).toMatch(/^Primero en llegar: \S+ \S+ \S+ \(\d{2}:\d{2}:\d{2}/);
    expect(await boxes.allInnerTexts()).not.toContainEqual(expect.stringMatching(/[[\]#]/));
    await finishScreen('vista');
  });

  it('/views/evento_1/0/{number} fills the athlete box with that bib', async () => {
    await page.goto(`${cloudUrl}/views/evento_${FINISHED}/0/${winner.bib}`);
    const boxes = page.getByTestId('view-box');
    await expect.poll(() => boxes.nth(3).innerText()).toBe(winner.nombre);
    expect(await boxes.nth(4).innerText()).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await finishScreen('vista-numero');
  });

  it('/editor-foto shows a demo photo with the Marcos, Cortar and Rotar tools', async () => {
    await page.goto(`${cloudUrl}/editor-foto?${new URLSearchParams({ event: String(FINISHED), url: photoUrl })}`);
    await heading('Editor de fotografías').waitFor();
    const preview = page.getByRole('img', { name: 'Vista previa de la fotografía' });
    await preview.waitFor();
    const box = (await preview.boundingBox())!;
    expect(box.height).toBeGreaterThan(100);
    expect(box.height).toBeLessThanOrEqual(500);
    // A drawn photo, not an empty canvas of one colour.
    expect((await sharp(await preview.screenshot()).stats()).entropy).toBeGreaterThan(1);
    for (const name of ['Marcos', 'Cortar', 'Rotar', 'Deshacer', 'Descargar JPEG']) await button(name).waitFor();
    await finishScreen('editor-foto');
  });
});

describe('the manual timing app', () => {
  it('paired by its QR link, opens and records with no network, keeps the record across a reload, and sends it once online', async () => {
    const token = await signIn(cloudUrl, 'organizador@demo.mx', 'Demo123!');
    const { body: created } = await callApi<CreatedTimingKey>(cloudUrl, `/api/events/${LIVE}/timing-keys`, { method: 'POST', token, body: { label: 'Meta e2e' } });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-MX', isMobile: true, hasTouch: true });
    try {
      const phone = await context.newPage();
      await phone.goto(timingAppUrl(cloudUrl, LIVE, created));
      await button('Registrar paso', phone).waitFor();
      // The key is kept on the device, out of the address bar; the worker has kept the app's files.
      expect(phone.url()).toBe(`${cloudUrl}/cronometraje/evento_${LIVE}`);
      await workerReady(phone);

      await context.setOffline(true);
      await phone.reload();
      await text('Sin conexión: los pasos se guardan en el teléfono', phone).waitFor();
      await phone.getByLabel('Número', { exact: true }).fill('9901');
      await phone.keyboard.press('Enter');
      // A record is shown once the phone has stored it; after a reload it is still there.
      const row = phone.getByTestId('lectura').filter({ hasText: '9901' });
      await row.getByText('Pendiente', { exact: true }).waitFor();
      await phone.reload();
      await row.getByText('Pendiente', { exact: true }).waitFor();

      await context.setOffline(false);
      await row.getByText('Enviada', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});

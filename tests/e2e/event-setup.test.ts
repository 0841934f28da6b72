// An organizer sets up a whole new event in Chromium against the local cloud without writing JSON:
// creates it, adds a modality with its start and a category in the Modalidades form, configures its
// price window, places, folios and card payment in the Inscripciones form; then an anonymous athlete
// finds it among the upcoming events, sees the new modality at the window's price and pays by card.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { fillAthleteData, payByCard } from '../support/registration-walk';
import { saveScreenshot } from '../support/screenshots';

const cloudUrl = inject('cloudUrl');
const ORGANIZER = { correo: 'organizador@demo.mx', password: 'Demo123!' };
const WAIT = { timeout: 30_000 };

/** A calendar day `offset` days from today, as 'YYYY-MM-DD'. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const EVENT_NAME = `Carrera Configurada ${randomUUID().slice(0, 6)}`;
const EVENT_DATE = day(60);
const MODALITY = { codigo: 'N7K', descripcion: 'Carrera nocturna 7K', km: '7' };
/** The modality's button in the public flow: '{descripción} · {km} km'. */
const MODALITY_BUTTON = `${MODALITY.descripcion} · ${MODALITY.km} km`;
/** The one category, on the mixed branch, priced by the window (450) rather than the base price (300). */
const CATEGORY_LABEL = 'Libre · Mixto · 18 y mayores · $450.00 MXN (Sugerida para tu edad)';

let browser: Browser;
let page: Page;
let eventId = 0;

async function signIn(correo: string, password: string) {
  await page.goto(`${cloudUrl}/login`);
  await page.getByLabel('Correo').fill(correo);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.getByText('Bienvenido').first().waitFor(WAIT);
}

/** The toast region (role status) says it. */
const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor(WAIT);

/** The event's Configuración tab, on one of its inner tabs; answers that inner tab's panel. */
async function openConfiguration(innerTab: string) {
  await page.goto(`${cloudUrl}/eventos-organizador/evento_${eventId}`);
  await page.getByRole('tab', { name: 'Configuración', exact: true }).click(WAIT);
  await page.getByRole('tab', { name: innerTab, exact: true }).click(WAIT);
  return page.getByRole('tabpanel', { name: innerTab, exact: true });
}

beforeAll(async () => {
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-MX' });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('an organizer sets up a new event with registration, and an athlete registers', () => {
  it('creates the event from Mis eventos and lands on its admin screen', async () => {
    await signIn(ORGANIZER.correo, ORGANIZER.password);
    await page.goto(`${cloudUrl}/eventos-organizador`);
    await page.getByRole('button', { name: 'Crear evento' }).click(WAIT);
    await page.getByLabel('Nombre del evento', { exact: true }).fill(EVENT_NAME);
    await page.getByLabel('Fecha', { exact: true }).fill(EVENT_DATE);
    await page.getByLabel('Hora', { exact: true }).fill('19:30');
    await page.getByLabel('Lugar', { exact: true }).fill('Parque Fundidora');
    await page.getByLabel('Ciudad', { exact: true }).fill('Monterrey');
    await page.getByLabel('País', { exact: true }).fill('México');
    await page.getByLabel('Nombre del organizador', { exact: true }).fill('Corredores del Norte');
    expect(await page.getByLabel('Estado', { exact: true }).inputValue()).toBe('2');
    await saveScreenshot(page, 'setup-crear-evento');
    await page.getByRole('button', { name: 'Crear evento' }).click();

    await page.waitForURL(/\/eventos-organizador\/evento_\d+$/, WAIT);
    eventId = Number(/evento_(\d+)$/.exec(page.url())?.[1]);
    expect(eventId).toBeGreaterThan(0);
    await page.getByRole('heading', { name: EVENT_NAME }).waitFor(WAIT);
  });

  it('adds a modality with its start and a category in the Modalidades form', async () => {
    const panel = await openConfiguration('Modalidades');
    await panel.getByRole('button', { name: 'Formulario', exact: true }).waitFor(WAIT);
    await panel.getByRole('button', { name: 'Agregar modalidad' }).click();
    const modality = panel.getByRole('group', { name: 'Modalidad 1', exact: true });
    await modality.getByLabel('Código', { exact: true }).fill(MODALITY.codigo);
    // The card's title follows the code as it is typed.
    const named = panel.getByRole('group', { name: `Modalidad 1: ${MODALITY.codigo}`, exact: true });
    await named.waitFor(WAIT);
    await named.getByLabel('Descripción', { exact: true }).fill(MODALITY.descripcion);
    await named.getByLabel('Distancia (km)', { exact: true }).fill(MODALITY.km);
    await named.getByLabel('Tamaño', { exact: true }).fill('300');

    const start = named.getByRole('group', { name: 'Serie 1', exact: true });
    await start.getByLabel('Serie', { exact: true }).fill('A');
    const serieA = named.getByRole('group', { name: 'Serie A', exact: true });
    await serieA.getByLabel('Descripción de la serie', { exact: true }).fill('Salida general');
    const described = named.getByRole('group', { name: 'Serie A: Salida general', exact: true });
    await described.getByLabel('Fecha de salida', { exact: true }).fill(EVENT_DATE);
    await described.getByLabel('Hora de salida', { exact: true }).fill('19:30');

    await named.getByRole('button', { name: 'Agregar rama mixta' }).click();
    await named.getByRole('button', { name: 'Agregar categoría' }).click();
    const category = named.getByRole('group', { name: 'Categoría 1', exact: true });
    await category.getByLabel('Código', { exact: true }).fill('1');
    await category.getByLabel('Nombre', { exact: true }).fill('Libre');
    const libre = named.getByRole('group', { name: 'Categoría 1: Libre', exact: true });
    await libre.getByLabel('Edad desde', { exact: true }).fill('18');
    await libre.getByLabel('Edad hasta (200: sin límite)', { exact: true }).fill('200');
    await saveScreenshot(page, 'setup-modalidades-form');

    await panel.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast('Modalidades: guardado');
    await expect.poll(() => panel.getByRole('alert').count()).toBe(0);
    // Saved as typed: the form reopens on the stored section (public event reads are cached for 5 s,
    // so a reload right after the save may still show the event as it was).
    const stored = page.getByRole('tabpanel', { name: 'Modalidades', exact: true }).getByRole('group', { name: `Modalidad 1: ${MODALITY.codigo}`, exact: true });
    await expect
      .poll(async () => {
        await openConfiguration('Modalidades');
        await page.getByRole('button', { name: 'Agregar modalidad' }).waitFor(WAIT);
        return stored.count();
      }, { timeout: 30_000, interval: 2_000 })
      .toBe(1);
    await saveScreenshot(page, 'setup-modalidades-stored');
    expect(await stored.getByLabel('Fecha de salida', { exact: true }).inputValue()).toBe(EVENT_DATE);
    expect(await stored.getByLabel('Hora de salida', { exact: true }).inputValue()).toBe('19:30');
  });

  it('configures its registration in the Inscripciones form: price window, places, folios and card payment', async () => {
    const panel = await openConfiguration('Inscripciones');
    await panel.getByRole('navigation').getByRole('link', { name: 'Modalidades: precios, folios y productos', exact: true }).click();
    await panel.getByRole('button', { name: 'Configurar modalidad' }).click();
    const entry = panel.getByRole('group', { name: MODALITY.codigo, exact: true });
    // A new entry takes the event's first modality not configured yet.
    expect(await entry.getByLabel('Modalidad', { exact: true }).inputValue()).toBe(MODALITY.codigo);
    await entry.getByLabel('Precio base (pesos)', { exact: true }).fill('300');
    await entry.getByLabel('Lugares (capacidad)', { exact: true }).fill('300');
    await entry.getByLabel('Primer folio', { exact: true }).fill('1001');

    await entry.getByRole('button', { name: 'Agregar lista de precios' }).click();
    await entry.getByRole('group', { name: 'Lista de precios 1', exact: true }).getByLabel('Nombre de la lista de precios', { exact: true }).fill('general');
    const window = entry.getByRole('group', { name: 'general', exact: true }).getByRole('group', { name: 'Precios por fecha 1', exact: true });
    // Open since two days ago until a week before the race, on the event's clock.
    await window.getByLabel('Desde', { exact: true }).fill(`${day(-2)}T00:00`);
    await window.getByLabel('Hasta', { exact: true }).fill(`${day(53)}T23:59`);
    await window.getByLabel('Precio (pesos)', { exact: true }).fill('450');

    const card = panel.getByLabel('Pago con tarjeta', { exact: true });
    if (!(await card.isChecked())) await panel.locator('label').filter({ hasText: /^Pago con tarjeta$/ }).click();
    expect(await card.isChecked()).toBe(true);
    await saveScreenshot(page, 'setup-inscripciones-form');

    await panel.getByRole('button', { name: 'Guardar configuración' }).click();
    await toast('Configuración de inscripciones guardada');
    await expect.poll(() => panel.getByRole('alert').count()).toBe(0);

    // The category is charged by that list: picked from the lists just saved, never typed twice.
    await page.getByRole('tab', { name: 'Modalidades', exact: true }).click(WAIT);
    const modalities = page.getByRole('tabpanel', { name: 'Modalidades', exact: true });
    const libre = modalities.getByRole('group', { name: 'Categoría 1: Libre', exact: true });
    await libre.getByLabel('Lista de precios', { exact: true }).selectOption('general');
    await modalities.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast('Modalidades: guardado');
  });

  it('shows the Inscripciones form without horizontal overflow at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const panel = await openConfiguration('Inscripciones');
    // As saved: the window's price and the folio range come back into the form.
    const entry = panel.getByRole('group', { name: MODALITY.codigo, exact: true });
    expect(await entry.getByLabel('Primer folio', { exact: true }).inputValue()).toBe('1001');
    expect(await entry.getByLabel('Precio (pesos)', { exact: true }).inputValue()).toBe('450');
    await saveScreenshot(page, 'setup-inscripciones-390');
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(1);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('lets an anonymous athlete find the event, see the new modality at the window price and pay by card', async () => {
    await page.context().clearCookies();
    await page.evaluate('window.localStorage.clear()');
    await page.goto(`${cloudUrl}/proximos-eventos`);
    await page.getByRole('heading', { name: EVENT_NAME }).waitFor(WAIT);
    await page.getByRole('link', { name: 'Inscripciones', exact: true }).and(page.locator(`[href="/proximos-eventos/evento_${eventId}/inscripcion"]`)).click();

    const athlete = { correo: `e2e-${randomUUID().slice(0, 8)}@prueba.mx`, nombres: 'Regina', apellidos: 'Prueba Configuración' };
    await fillAthleteData(page, athlete);

    // The event offers exactly the modality the organizer added.
    const modalities = page.getByRole('group', { name: 'Selecciona la modalidad a competir' }).getByRole('button');
    expect(await modalities.allTextContents()).toEqual([MODALITY_BUTTON]);
    await page.getByRole('button', { name: MODALITY_BUTTON, exact: true }).click();
    // Its only category is chosen for her, at the price of the window that is open today.
    const category = page.getByRole('radio', { name: CATEGORY_LABEL, exact: true });
    await category.waitFor({ state: 'attached', ...WAIT });
    expect(await category.isChecked()).toBe(true);
    await saveScreenshot(page, 'setup-inscripcion-modalidad');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Productos adicionales').or(page.getByText('Estado de cuenta')).first().waitFor(WAIT);
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.getByLabel('Confirma tu correo').fill(athlete.correo);
    await page.getByRole('button', { name: 'Confirmar correo' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await payByCard(page, 'Regina Prueba');
    await page.getByText(`Felicidades ${athlete.nombres}`).waitFor(WAIT);
    // The first folio of the range the organizer gave the modality.
    await page.getByText('Tu número de corredor (folio): 1001').waitFor(WAIT);
    // The window's 450 pesos plus the default 7 % online fee.
    await page.getByText('Total: $481.50 MXN', { exact: true }).waitFor(WAIT);
    await saveScreenshot(page, 'setup-inscripcion-felicidades');
  });
});

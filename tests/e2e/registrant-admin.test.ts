// The event's admin area in Chromium against the local cloud's demo: the organizer registers a person
// at the desk, finds them by name and by folio, edits, moves, resends the confirmation, deletes,
// restores, releases the folio, reads the Dashboard and downloads the three reports; an inscriptor
// registers at the desk and sees only its own registrations. Screenshots at 390 px and on a desktop.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedUpAthlete } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';

const cloudUrl = inject('cloudUrl');
/** The demo's upcoming event that takes registrations, organized by organizador@demo.mx. */
const EVENT = 2;
const ORGANIZER = { correo: 'organizador@demo.mx', password: 'Demo123!' };

let browser: Browser;
let page: Page;

async function signIn(correo: string, password: string) {
  await page.goto(`${cloudUrl}/login`);
  await page.getByLabel('Correo').fill(correo);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.getByText('Bienvenido').first().waitFor();
}

async function openAdmin() {
  await page.goto(`${cloudUrl}/eventos-organizador/evento_${EVENT}`);
  await page.getByRole('tab', { name: 'Ingresos' }).waitFor({ timeout: 30_000 });
}

/** The 'Formulario' tab: the person's data, the 10K with its suggested category, the demo's form, cash. */
async function registerAtDesk(nombres: string, apellidos: string): Promise<string> {
  await page.getByRole('tab', { name: 'Formulario', exact: true }).click();
  await page.getByLabel(/^Correo/).fill(`e2e-${randomUUID().slice(0, 8)}@prueba.mx`);
  await page.getByLabel(/^Nombres/).fill(nombres);
  await page.getByLabel(/^Apellidos/).fill(apellidos);
  await page.getByLabel(/^Teléfono/).first().fill('5512345678');
  await page.getByLabel('Día').selectOption('17');
  await page.getByLabel('Mes').selectOption('5');
  await page.getByLabel('Año').selectOption('1990');
  await page.getByLabel(/^Género/).selectOption('F');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: /10 ?K/i }).first().click();
  const suggested = page.getByRole('radio', { name: /Sugerida para tu edad/ });
  if (!(await suggested.isChecked())) await page.locator('label').filter({ hasText: /Sugerida para tu edad/ }).first().click();
  await page.getByLabel(/^Talla de playera/).selectOption('M');
  await page.getByLabel(/^Nombre del contacto de emergencia/).fill('Rosa Prueba');
  await page.getByLabel(/^Teléfono de emergencia/).fill('5598765432');
  await page.locator('label').filter({ hasText: /^Acepto el reglamento/ }).first().click();
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  const folio = await page.getByText(/^Folio \d+$/).textContent({ timeout: 30_000 });
  return (folio ?? '').replace('Folio ', '');
}

/** The toast region (role status) says it. */
const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('dialog', (dialog) => void dialog.accept());
});

afterAll(async () => {
  await browser?.close();
});

describe('the event admin area in the browser', () => {
  const nombres = `Éxito${randomUUID().slice(0, 4)}`;
  let folio = '';

  it('lets the organizer register a person at the desk and find them by name and by folio', async () => {
    await signIn(ORGANIZER.correo, ORGANIZER.password);
    await openAdmin();
    folio = await registerAtDesk(nombres, 'Núñez Prueba');
    expect(Number(folio)).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'Ingresos' }).click();
    await page.getByLabel('Nombre o Número').fill(`${nombres.toLowerCase()} nunez`);
    await page.getByTestId('ingresos-table').getByRole('button', { name: nombres }).waitFor();
    await saveScreenshot(page, 'admin-ingresos-desktop');
    await page.getByLabel('Nombre o Número').fill(folio);
    await page.getByTestId('ingresos-table').getByRole('button', { name: nombres }).waitFor();
  });

  it('edits, moves, resends the confirmation, deletes, restores and releases the folio, each in Cambios', async () => {
    await page.getByTestId('ingresos-table').getByRole('button', { name: nombres }).click();
    const dialog = page.getByTestId('registrant-dialog');
    await dialog.getByTestId('registrant-folio').filter({ hasText: folio }).waitFor();
    // On paper the sheet prints alone: no app bar, console tabs or buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').isVisible()).toBe(false);
    expect(await page.getByRole('tablist', { name: 'Secciones del evento' }).isVisible()).toBe(false);
    expect(await dialog.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
    expect(await dialog.getByTestId('registrant-folio').isVisible()).toBe(true);
    await page.emulateMedia({ media: null });
    await dialog.getByRole('button', { name: 'Editar Teléfono', exact: true }).click();
    await dialog.getByLabel('Teléfono', { exact: true }).fill('5511112222');
    await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast("Teléfono: '5512345678' → '5511112222'");

    const modality = dialog.getByLabel('Modalidad', { exact: true });
    const current = await modality.inputValue();
    const other = (await modality.locator('option').evaluateAll((options) => options.map((option) => option.getAttribute('value') ?? ''))).find((value) => value !== current);
    if (!other) throw new Error('the demo event has a second modality');
    await modality.selectOption(other);
    const category = dialog.getByLabel('Categoría', { exact: true });
    const [firstCategory] = await category.locator('option').evaluateAll((options) => options.map((option) => option.getAttribute('value') ?? '').filter((value) => value !== '' && value !== '-1'));
    await category.selectOption(firstCategory!);
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast('Cambios Guardados');

    await dialog.getByRole('tab', { name: 'Correos enviados' }).click();
    await dialog.getByRole('button', { name: 'si, reenviar' }).click();
    await toast('Correo reenviado exitosamente!');

    // 'Borrar registro' asks first; the page accepts every question (beforeAll).
    await dialog.getByRole('button', { name: 'Borrar registro' }).click();
    await toast('Registro Borrado');
    await dialog.getByRole('button', { name: 'Reversar borrado' }).click();
    await toast('Borrado reversado');
    await dialog.getByRole('button', { name: 'Borrar registro' }).click();
    await toast('Registro Borrado');
    await dialog.getByRole('tab', { name: 'Cambios' }).click();
    await dialog.getByText('Cambio Telefono').waitFor();
    await dialog.getByText('Cambio modalidad').waitFor();
    await dialog.getByText('Reversa Borrado').waitFor();
    await dialog.getByText('Borrado', { exact: true }).first().waitFor();
    await saveScreenshot(page, 'admin-registrant-desktop');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('tab', { name: 'Folios borrados' }).click();
    const row = page.getByRole('row').filter({ hasText: nombres });
    await row.getByRole('button', { name: 'liberar' }).click();
    await toast('Folio Liberado');
    await expect.poll(() => page.getByRole('row').filter({ hasText: nombres }).count()).toBe(0);
  });

  it('shows the Dashboard and builds the three reports', async () => {
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await page.getByRole('table', { name: 'Totales' }).waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Ingresos' }).click();
    const reports = [
      { button: /full data/i, file: / - inscritos Full Data - \d{4}-\d{2}-\d{2}\.csv$/ },
      { button: /data inscritos/i, file: / - Data inscritos - \d{4}-\d{2}-\d{2}\.csv$/ },
      { button: /ingresos cobrados/i, file: / - ingresos - \d{4}-\d{2}-\d{2}\.csv$/ },
    ];
    const texts: string[] = [];
    for (const { button, file } of reports) {
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: button }).click()]);
      expect(download.suggestedFilename()).toMatch(file);
      const csv = readFileSync(await download.path());
      expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      texts.push(csv.toString('utf8'));
    }
    expect(texts.map((text) => text.startsWith('\uFEFFNumero,Nombre,Apellidos,'))).toEqual([true, true, true]);
    // Full Data has every registrant, the deleted one with its accents too.
    expect(texts[0]).toContain('Núñez Prueba');
  });

  it('looks right at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAdmin();
    await page.getByText(/Registros del evento: ([\d,]+ inscritos? · )?\d+ mostrados/).waitFor();
    await saveScreenshot(page, 'admin-ingresos-390');
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(1);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('lets an inscriptor register at the desk and see only its own registrations', async () => {
    const inscriptor = await signedUpAthlete(cloudUrl);
    await page.goto(`${cloudUrl}/eventos-organizador/evento_${EVENT}`);
    await page.getByRole('tab', { name: 'Usuarios autorizados' }).click();
    await page.getByLabel('Correo').fill(inscriptor.athlete.correo);
    await page.getByLabel('Perfil', { exact: true }).selectOption('inscriptor');
    await page.getByRole('button', { name: 'Agregar' }).click();
    await toast('Agregado exitosamente');

    await page.context().clearCookies();
    await page.evaluate('window.localStorage.clear()');
    await signIn(inscriptor.athlete.correo, inscriptor.athlete.password);
    await openAdmin();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Convocatoria', 'Formulario', 'Ingresos', 'Dashboard']);
    const own = `Taquilla${randomUUID().slice(0, 4)}`;
    await registerAtDesk(own, 'García');
    await page.getByRole('tab', { name: 'Ingresos' }).click();
    await saveScreenshot(page, 'admin-inscriptor-desktop');
    await page.getByText(/Tus registros en punto de venta: (\d+ inscritos? · )?1 mostrados/).waitFor();
    await page.getByTestId('ingresos-table').getByRole('button', { name: own }).waitFor();
    await saveScreenshot(page, 'admin-inscriptor-desktop');
  });
});

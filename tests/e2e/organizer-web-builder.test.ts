// The organizer-web journey in Chromium against the local cloud, as the acceptance walks it:
// an organizer builds the event's site in 'Web del evento' (a banner uploaded through the media
// pipeline, a countdown, a contact form and a registration button), publishes it and gives it a
// subdomain; a visitor who came by a tracking link opens it on that host, sends the form and
// registers and pays there; the organizer then reads the form's answer in 'Formularios' and the
// link's visit and registration in the Dashboard's 'Ligas de seguimiento'.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registryConfigFor, tenK } from '../integration/registration/registration-fixture';
import { callApi, signedUpAthlete } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { fillAthleteData, payByCard } from '../support/registration-walk';
import { saveScreenshot } from '../support/screenshots';
import { createdEvent } from '../support/timed-events';

const cloudUrl = inject('cloudUrl');
const port = new URL(cloudUrl).port;
const WAIT = { timeout: 30_000 };
const SLUG = `carrera-${randomUUID().slice(0, 6)}`;
const LINK = 'facebook-otono';
const MESSAGE = `¿A qué hora abre la entrega de kits? ${randomUUID().slice(0, 6)}`;
const contactGroup = [
  { campo: 'nombre', etiqueta: 'Nombre', iDCampo: 'nombre', tipoCampo: 'text', validacion: 'Requerido', order: 1 },
  { campo: 'mensaje', etiqueta: 'Mensaje', iDCampo: 'mensaje', tipoCampo: 'text', validacion: 'Requerido', longitud: 500, order: 2 },
];

let browser: Browser;
let organizer: BrowserContext;
let page: Page;
let eventId = 0;
let credentials = { correo: '', password: '' };

async function ok(answer: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`expected 200, got ${status} ${JSON.stringify(body)}`);
}

/** An organizer's upcoming event whose registration is configured (a 10K at 450 pesos) with a 'contacto' field group. */
beforeAll(async () => {
  const { athlete, token } = await signedUpAthlete(cloudUrl);
  credentials = { correo: athlete.correo, password: athlete.password };
  ({ iDEvento: eventId } = await createdEvent(cloudUrl, token, { nombreEvento: 'Carrera de Otoño', fechaEvento: '2030-03-01', eventoDisponible: 2 }));
  await ok(callApi(cloudUrl, `/api/events/${eventId}/sections/modalidades`, { method: 'PUT', token, body: [tenK] }));
  await ok(callApi(cloudUrl, `/api/events/${eventId}/registration-config`, { method: 'PUT', token, body: registryConfigFor({ gruposFormularios: { contacto: contactGroup } }) }));
  browser = await launchChromium();
  organizer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await organizer.newPage();
});

afterAll(async () => {
  await browser?.close();
});

const toast = (on: Page, text: string) => on.getByRole('status').filter({ hasText: text }).first().waitFor(WAIT);

async function openAdminTab(name: string) {
  await page.goto(`${cloudUrl}/eventos-organizador/evento_${eventId}`);
  await page.getByRole('tab', { name, exact: true }).click(WAIT);
}

async function addSection(type: string) {
  await page.getByLabel('Tipo de sección').selectOption({ label: type });
  await page.getByRole('button', { name: 'Agregar sección' }).click();
  return page.getByRole('region', { name: type, exact: true });
}

describe('an organizer builds and publishes the event web, a visitor uses it on its subdomain', () => {
  it('builds a page with a banner, a countdown, a form and a registration button, publishes it and gives it a subdomain', async () => {
    await page.goto(`${cloudUrl}/login`);
    await page.getByLabel('Correo').fill(credentials.correo);
    await page.getByLabel('Contraseña').fill(credentials.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByRole('link', { name: 'Mi perfil' }).or(page.getByRole('button', { name: 'Cerrar sesión' })).first().waitFor(WAIT);
    await openAdminTab('Web del evento');
    await page.getByLabel('Título del sitio').fill('Carrera de Otoño en Mérida');

    const banner = await addSection('Banner');
    const picture = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#c0562a' } }).png().toBuffer();
    await banner.getByLabel('Subir imagen').setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: picture });
    await expect.poll(() => banner.getByRole('textbox', { name: 'Dirección de la imagen' }).inputValue(), { timeout: 60_000 }).toMatch(/^\/media\/site-images\/\d+\/.+\.webp$/);
    await banner.getByLabel('Descripción de la imagen').fill('Salida de la Carrera de Otoño');

    const countdown = await addSection('Cuenta regresiva');
    await countdown.getByLabel('Título').fill('Faltan');
    await countdown.getByLabel(/^Fecha y hora \(/).fill('2030-03-01T07:00');

    const form = await addSection('Formulario');
    await form.getByLabel('Grupo de campos').selectOption('contacto');
    await form.getByLabel('Título').fill('Escríbenos');

    const registration = await addSection('Inscripciones');
    await registration.getByLabel('Qué mostrar').selectOption('button');
    await registration.getByLabel('Texto del botón').fill('Inscríbete a la Carrera de Otoño');

    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await toast(page, 'Borrador guardado');
    await page.getByRole('button', { name: 'Publicar' }).click();
    await toast(page, 'Sitio publicado');
    await page.getByLabel('Subdominio').fill(SLUG);
    await page.getByRole('button', { name: 'Agregar subdominio' }).click();
    await toast(page, 'Dirección agregada');
    await page.getByText(`${SLUG}.localhost`).first().waitFor(WAIT);
    await saveScreenshot(page, 'site-builder-editor');
  });

  it('serves the published page on the subdomain, where a visitor from a tracking link sends the form and registers', async () => {
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const site = await visitor.newPage();
    await site.goto(`http://${SLUG}.localhost:${port}/?tkl=${LINK}`);
    const bannerImage = site.getByRole('img', { name: 'Salida de la Carrera de Otoño' });
    await bannerImage.waitFor(WAIT);
    await expect.poll(() => site.evaluate<number>(`document.querySelector('img[alt="Salida de la Carrera de Otoño"]').naturalWidth`), WAIT).toBeGreaterThan(0);
    await site.getByText('segundos').waitFor(WAIT);
    await site.getByRole('heading', { name: 'Escríbenos' }).waitFor(WAIT);
    expect(await site.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(1);
    await saveScreenshot(site, 'site-builder-visitor-390');

    await site.getByLabel(/^Nombre/).fill('Laura Pech');
    await site.getByLabel(/^Mensaje/).fill(MESSAGE);
    await site.getByRole('button', { name: 'Enviar' }).dblclick();
    await site.getByText('Formulario enviado correctamente').waitFor(WAIT);
    await site.getByRole('button', { name: 'Regresar al formulario' }).waitFor();

    await site.getByRole('link', { name: 'Inscríbete a la Carrera de Otoño' }).click();
    expect(new URL(site.url()).host).toBe(`${SLUG}.localhost:${port}`);
    const laura = { correo: `otono-${randomUUID().slice(0, 8)}@prueba.mx`, nombres: 'Laura', apellidos: 'Pech Canul' };
    await fillAthleteData(site, laura);
    await site.getByRole('button', { name: '10 kilómetros · 10 km', exact: true }).click();
    await site.getByRole('button', { name: 'Continuar' }).click();
    await site.getByText('Productos adicionales').or(site.getByText('Estado de cuenta')).first().waitFor(WAIT);
    await site.getByRole('button', { name: 'Continuar' }).click();
    await site.getByLabel('Confirma tu correo').fill(laura.correo);
    await site.getByRole('button', { name: 'Confirmar correo' }).click();
    await site.getByRole('button', { name: 'Continuar' }).click();
    await payByCard(site, 'Laura Pech');
    await site.getByText('Felicidades Laura').waitFor(WAIT);
    await visitor.close();
  });

  it("shows the organizer the form's answer and the tracking link's visit and paid registration", async () => {
    await openAdminTab('Formularios');
    await page.getByText(MESSAGE).waitFor(WAIT);
    expect(await page.getByText(MESSAGE).count()).toBe(1);
    await saveScreenshot(page, 'site-builder-formularios');

    // The Dashboard's figures are computed off the request path: it is looked at until they count her.
    await expect
      .poll(
        async () => {
          await openAdminTab('Dashboard');
          const row = page.getByRole('row').filter({ hasText: LINK });
          await row.waitFor(WAIT);
          return (await row.getByRole('cell').allTextContents()).map((cell) => cell.trim());
        },
        { timeout: 120_000, interval: 5_000 },
      )
      .toEqual([LINK, '1', '1', '1']);
    await saveScreenshot(page, 'site-builder-ligas');
  });
});

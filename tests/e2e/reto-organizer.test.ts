// An organizer runs a reto in Chromium against the local cloud: creates it from the dashboard
// (a start after the end refused first), generates access codes (more uses than the slots refused),
// reads the participant who registered with one of them, and answers that athlete's chat message,
// then sees the athlete's next message arrive live. The organizer's page is also looked at 390 px
// wide. Screenshots with E2E_SCREENSHOTS set.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RetoMessagePage } from '@shared/retos/reto-chat';
import { callApi, signedUpAthlete, waitFor } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';

const cloudUrl = inject('cloudUrl');
const WAIT = { timeout: 30_000 };
const PHONE_WIDTH = 390;
const RETO_NAME = `Reto 10K ${randomUUID().slice(0, 4)}`;

let browser: Browser;
let page: Page;
let organizer: Awaited<ReturnType<typeof signedUpAthlete>>;
let athlete: Awaited<ReturnType<typeof signedUpAthlete>>;
let eventId = '';
let code = '';

const button = (name: string) => page.getByRole('button', { name, exact: true });
const scrollWidth = () => page.evaluate('document.documentElement.scrollWidth') as Promise<number>;

/** A date-time input's value, days from now, at 07:00 local time. */
function localInput(daysFromNow: number): string {
  const day = new Date(Date.now() + daysFromNow * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T07:00`;
}

async function athleteSays(text: string): Promise<void> {
  const sent = await callApi(cloudUrl, `/api/retos/${eventId}/chat/me/messages`, { method: 'POST', token: athlete.token, body: { text, intento: randomUUID() } });
  expect(sent.status).toBe(201);
}

beforeAll(async () => {
  organizer = await signedUpAthlete(cloudUrl, { nombres: 'Omar', apellidos: 'Organizador' });
  athlete = await signedUpAthlete(cloudUrl, { nombres: 'Lucía', apellidos: 'Corredora' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-MX' });
});

afterAll(async () => {
  await browser?.close();
});

describe('an organizer runs a reto', () => {
  it('creates the reto from the dashboard, after being told the start must come before the end', async () => {
    await page.goto(`${cloudUrl}/login`);
    await page.getByLabel('Correo').fill(organizer.athlete.correo);
    await page.getByLabel('Contraseña').fill(organizer.athlete.password);
    await button('Iniciar Sesión').click();
    await page.getByText('Bienvenido').first().waitFor(WAIT);

    await page.goto(`${cloudUrl}/retos-organizador/`);
    await page.getByRole('heading', { name: 'Dashboard de configuración de eventos' }).waitFor(WAIT);
    await button('Crea tu propio evento virtual').click();
    await page.getByLabel(/^Nombre del evento/).fill(RETO_NAME);
    await page.getByLabel(/^Descripción/).fill('Corre 10 kilómetros donde quieras');
    await page.getByLabel(/^Inicio/).fill(localInput(30));
    await page.getByLabel(/^Fin/).fill(localInput(-1));
    await page.getByLabel(/^Distancia/).fill('10');
    await button('Crear evento virtual').click();
    await page.getByText('La fecha de inicio debe ser inferior a la de finalización').waitFor(WAIT);

    await page.getByLabel(/^Inicio/).fill(localInput(-1));
    await page.getByLabel(/^Fin/).fill(localInput(30));
    await button('Crear evento virtual').dblclick();
    // The new reto's organizer page opens by itself (§4 Event creation).
    await page.getByRole('heading', { name: RETO_NAME, level: 1 }).waitFor(WAIT);
    eventId = page.url().split('/retos-organizador/')[1]!.replace(/\/$/, '');
    expect(eventId).toMatch(/^\d{1,5}-\d{1,5}-\d{1,5}$/);
    const mine = await callApi<{ retos: { eventID: string }[] }>(cloudUrl, '/api/my-retos', { token: organizer.token });
    expect(mine.body.retos.map((reto) => reto.eventID)).toEqual([eventId]);
    await saveScreenshot(page, 'reto-organizador-detalle');
  });

  it('generates access codes within the slots and lists them', async () => {
    await page.getByRole('tab', { name: 'Códigos de acceso' }).click();
    await page.getByText('Aún no hay códigos para este reto').waitFor(WAIT);
    await page.getByLabel(/^Cantidad de códigos/).fill('4');
    await page.getByLabel(/^Usos por código/).fill('3');
    await button('Generar códigos').click();
    await page.getByText('El límite de accesos permitidos es de 10').waitFor(WAIT);

    await page.getByLabel(/^Cantidad de códigos/).fill('2');
    await button('Generar códigos').dblclick();
    await page.getByText('Accesos asignados: 6 de 10').waitFor(WAIT);
    expect(await page.getByText('0 de 3 usos').count()).toBe(2);
    code = (await page.getByText(/^[A-Z0-9]{6}$/).first().textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await saveScreenshot(page, 'reto-organizador-codigos');
  });

  it('reads the athlete who registered with a code in the participants table', async () => {
    const registered = await callApi(cloudUrl, `/api/retos/${eventId}/registration`, { method: 'POST', token: athlete.token, body: { code: code.toLowerCase() } });
    expect(registered.status).toBe(201);

    await page.reload();
    await page.getByRole('tab', { name: 'Participantes' }).click();
    const table = page.getByRole('table');
    await table.getByText('Lucía', { exact: true }).waitFor(WAIT);
    expect(await table.getByText('Corredora', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Códigos de acceso' }).click();
    await page.getByText('1 de 3 usos').waitFor(WAIT);
  });

  it("answers the athlete's chat message and sees the next one arrive live", async () => {
    await athleteSays('¿La ruta puede ser en caminadora?');
    await page.getByRole('tab', { name: 'Mensajes' }).click();
    await page.getByRole('heading', { name: 'Envia mensajes a los participantes del evento' }).waitFor(WAIT);
    await page.getByLabel('1 mensaje sin leer').waitFor(WAIT);
    await button('Abrir Lucía Corredora').click();
    // A message in the thread, not the same words still in the box being sent.
    const message = (text: string) => page.getByRole('listitem').filter({ hasText: text });
    await message('¿La ruta puede ser en caminadora?').waitFor(WAIT);

    await page.getByLabel('Escribe tu mensaje').fill('Sí, registra el tiempo que marque');
    await button('Enviar').dblclick();
    await message('Sí, registra el tiempo que marque').waitFor(WAIT);
    const thread = await waitFor(async () => {
      const read = await callApi<RetoMessagePage>(cloudUrl, `/api/retos/${eventId}/chat/me/messages`, { token: athlete.token });
      return read.body.messages.length === 2 ? read.body : undefined;
    });
    expect(thread.messages.map((message) => message.text).sort()).toEqual(['Sí, registra el tiempo que marque', '¿La ruta puede ser en caminadora?'].sort());

    await athleteSays('¡Gracias!');
    await message('¡Gracias!').waitFor(WAIT);
    await saveScreenshot(page, 'reto-organizador-chat');
  });

  it('fits the organizer page on a phone', async () => {
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    await page.goto(`${cloudUrl}/retos-organizador/${eventId}`);
    await page.getByRole('heading', { name: RETO_NAME, level: 1 }).waitFor(WAIT);
    for (const tab of ['Configuración del reto', 'Códigos de acceso', 'Participantes', 'Mensajes']) {
      await page.getByRole('tab', { name: tab }).click();
      expect(await scrollWidth()).toBeLessThanOrEqual(PHONE_WIDTH);
    }
    await saveScreenshot(page, 'reto-organizador-telefono');
  });
});

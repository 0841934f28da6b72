// An athlete takes a reto on a 390 px phone in Chromium against the local cloud: the organizer
// creates the reto through the API, admits results and generates a code; the athlete opens the shared
// link /retos/{id}/code/{code}, registers with the code already written, sets a goal, applies a
// recorded run as evidence, records a time and reaches the results step. Screenshots with
// E2E_SCREENSHOTS set.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { participationTexts } from '@shared/retos/participation';
import { callApi, signedUpAthlete } from '../support/accounts';
import { uploadedActivity } from '../support/activity-upload';
import { launchChromium } from '../support/browser';
import { openRetoWithCode } from '../support/open-reto';
import { saveScreenshot } from '../support/screenshots';

const cloudUrl = inject('cloudUrl');
const WAIT = { timeout: 30_000 };
const PHONE_WIDTH = 390;
/** The fixture's 5 km run: 2026-03-08T13:00:00Z, 27:45. */
const RUN = 'run-5k.gpx';

let browser: Browser;
let page: Page;
let eventId = '';
let code = '';
let athlete: Awaited<ReturnType<typeof signedUpAthlete>>;

const button = (name: string) => page.getByRole('button', { name, exact: true });
/** The stepper's title of the step labelled `label`: 'Paso {n} de 5: {label}'. */
const stepHeading = (label: string) =>
  page.getByRole('heading', { level: 2, name: `Paso ${participationTexts.steps.indexOf(label as never) + 1} de 5: ${label}`, exact: true });

/** The page is as wide as the phone: nothing pushes it sideways. */
const scrollWidth = () => page.evaluate('document.documentElement.scrollWidth') as Promise<number>;

beforeAll(async () => {
  const organizer = await signedUpAthlete(cloudUrl, { nombres: 'Olga', apellidos: 'Organizadora' });
  ({ eventId, code } = await openRetoWithCode(cloudUrl, organizer.token, `Reto 5K ${randomUUID().slice(0, 4)}`));

  athlete = await signedUpAthlete(cloudUrl);
  await uploadedActivity(cloudUrl, athlete.token, RUN);

  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: PHONE_WIDTH, height: 844 }, locale: 'es-MX', isMobile: true, hasTouch: true });
});

afterAll(async () => {
  await browser?.close();
});

describe('an athlete takes a reto on a phone', () => {
  it('signs in and opens the shared link with the code already written', async () => {
    await page.goto(`${cloudUrl}/login`);
    await page.getByLabel('Correo').fill(athlete.athlete.correo);
    await page.getByLabel('Contraseña').fill(athlete.athlete.password);
    await button('Iniciar Sesión').click();
    await page.getByText('Bienvenido').first().waitFor(WAIT);

    await page.goto(`${cloudUrl}/retos/${eventId}/code/${code}`);
    await stepHeading('Finaliza tu registro').waitFor(WAIT);
    expect(await page.getByLabel(/Ingresa un código de acceso/).inputValue()).toBe(code);
    expect(await page.getByText('5 km', { exact: true }).isVisible()).toBe(true);
    expect(await button('Atrás').isDisabled()).toBe(true);
    expect(await scrollWidth()).toBeLessThanOrEqual(PHONE_WIDTH);
    await saveScreenshot(page, 'reto-atleta-registro');
  });

  it('registers with the code, gets the message buttons and cannot skip ahead without a goal', async () => {
    await button('Registrarme en evento').tap();
    await page.getByText('No hay pasos adicionales requeridos para el registro').waitFor(WAIT);
    await page.getByRole('button', { name: /^Chat con el organizador/ }).waitFor(WAIT);
    expect(await page.getByRole('button', { name: /^Mensajes del organizador/ }).isVisible()).toBe(true);
    await page.getByRole('button', { name: '3. Realiza el reto' }).tap();
    await page.getByRole('status').filter({ hasText: 'Ingresa el tiempo que deseas realizar en el reto' }).waitFor(WAIT);
    expect(await stepHeading('Finaliza tu registro').isVisible()).toBe(true);
  });

  it('sets a target time on the start line', async () => {
    await button('Siguiente').tap();
    await stepHeading('Linea de Salida').waitFor(WAIT);
    await page.getByLabel(/Horas/).fill('0');
    await page.getByLabel(/Minutos/).fill('30');
    await page.getByLabel(/Segundos/).fill('0');
    await button('Guardar tiempo').tap();
    await page.getByRole('heading', { name: 'Tiempo Objetivo', exact: true }).waitFor(WAIT);
    await page.getByText('00:30:00', { exact: true }).waitFor(WAIT);
    expect(await scrollWidth()).toBeLessThanOrEqual(PHONE_WIDTH);
    await saveScreenshot(page, 'reto-atleta-meta');
  });

  it('applies the recorded run as evidence and records a time', async () => {
    await button('Siguiente').tap();
    await stepHeading('Realiza el reto').waitFor(WAIT);
    await button('Actividad').tap();
    await button('Aplicar').tap();
    await page.getByText('Aplicada como evidencia').waitFor(WAIT);
    await page.getByText('Tu tiempo: 00:27:45').waitFor(WAIT);

    await page.getByLabel(/Minutos/).fill('28');
    await page.getByLabel(/Segundos/).fill('10');
    await button('Guardar tiempo').tap();
    await page.getByText('Tu tiempo: 00:28:10').waitFor(WAIT);
    expect(await scrollWidth()).toBeLessThanOrEqual(PHONE_WIDTH);
    await saveScreenshot(page, 'reto-atleta-evidencia');
  });

  it('reaches the results step, where the certificate waits for the reto to close', async () => {
    await button('Siguiente').tap();
    await stepHeading('Linea de meta').waitFor(WAIT);
    await button('Siguiente').tap();
    await stepHeading('Resultados').waitFor(WAIT);
    await page.getByText('Felicidades por completar el reto, ahora puedes compartir tu experiencia con todos los atletas.').waitFor(WAIT);
    expect(await button('Siguiente').count()).toBe(0);
    await button('Descargar certificado (JPEG)').tap();
    await page.getByRole('status').filter({ hasText: 'Evento en desarrollo, al finalizar el plazo definido puedes ingresar a descargar tu certificado oficial' }).waitFor(WAIT);
    expect(await scrollWidth()).toBeLessThanOrEqual(PHONE_WIDTH);
    await saveScreenshot(page, 'reto-atleta-resultados');

    const stored = await callApi<{ participation: { step: number; finishTime: string } }>(cloudUrl, `/api/retos/${eventId}/me`, { token: athlete.token });
    expect(stored.body.participation).toMatchObject({ step: 4, finishTime: '00:28:10' });
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/browser';

const cloudUrl = inject('cloudUrl');
const shots = process.env.E2E_SCREENSHOTS;

let browser: Browser;
let page: Page;

async function screenshot(name: string) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

async function fillSignUp(fields: { correo: string; password: string }) {
  await page.getByLabel('Nombres').fill('Mariana');
  await page.getByLabel('Apellidos').fill('Ortiz Vega');
  await page.getByLabel('Teléfono').fill('5587654321');
  await page.getByLabel('Género').selectOption('F');
  await page.getByLabel('Día').selectOption('9');
  await page.getByLabel('Mes').selectOption('3');
  await page.getByLabel('Año').selectOption('1994');
  await page.getByLabel('Correo').fill(fields.correo);
  await page.getByLabel('Contraseña').fill(fields.password);
}

async function openMenuAndClick(name: string) {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('link', { name }).or(page.getByRole('button', { name })).first().click();
}

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-MX' });
});

afterAll(async () => {
  await browser?.close();
});

describe('an athlete account in the browser', () => {
  const correo = `e2e-${randomUUID().slice(0, 8)}@prueba.mx`;
  const password = 'carrera1';

  it('refuses an empty form and a 5-character password with the spec messages', async () => {
    await page.goto(`${cloudUrl}/registro`);
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await expect.poll(() => page.getByText('Campo requerido').count()).toBeGreaterThanOrEqual(9);
    await fillSignUp({ correo, password: '12345' });
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await expect.poll(() => page.getByText('Mínimo 6 caracteres').count()).toBe(1);
    await screenshot('registro-errores');
  });

  it('creates the account and is signed in', async () => {
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page.getByText('Mariana', { exact: false }).first().waitFor();
    await openMenuAndClick('Cerrar Sesión');
    await page.getByText('Sesion Finalizada').waitFor();
  });

  it('refuses the same e-mail again with the spec toast', async () => {
    await page.goto(`${cloudUrl}/registro`);
    await fillSignUp({ correo, password });
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page.getByText('Correo ya utilizado. Intente recuperar su contraseña').waitFor();
  });

  it('refuses a wrong password, then signs in', async () => {
    await page.goto(`${cloudUrl}/login`);
    await page.getByLabel('Correo').fill(correo);
    await page.getByLabel('Contraseña').fill('equivocada');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByText('Error al inicar Sesion intente de nuevo', { exact: false }).waitFor();

    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByText('Bienvenido').first().waitFor();
  });

  it('edits the profile and keeps it after a reload', async () => {
    await page.goto(`${cloudUrl}/atletas`);
    await page.getByLabel('Nombres').fill('Mariana Isabel');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Datos ajustados éxitosamente').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Nombres').inputValue()).toBe('Mariana Isabel');
  });

  it('uploads a photo and shows it resized to 800 px', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'foto-'));
    const file = join(dir, 'foto.jpg');
    writeFileSync(
      file,
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2a9d8f' } }).jpeg().toBuffer(),
    );
    await page.getByLabel('Subir fotografía').setInputFiles(file);
    const avatar = page.locator('img[src^="/media/profile/"]').first();
    await avatar.waitFor({ timeout: 30_000 });
    const src = (await avatar.getAttribute('src'))!;
    const served = await page.request.get(`${cloudUrl}${src}`);
    const meta = await sharp(await served.body()).metadata();
    expect([meta.width, meta.height]).toEqual([800, 600]);
    await screenshot('perfil-con-foto');
  });

  it('signs out', async () => {
    await openMenuAndClick('Cerrar Sesión');
    await page.getByText('Sesion Finalizada').waitFor();
    await page.goto(`${cloudUrl}/atletas`);
    await page.getByText('Inicia sesión para continuar').waitFor();
    expect(await page.getByLabel('Nombres').count()).toBe(0);
  });
});

describe('an unknown host', () => {
  it('shows only the loading logo once the platform knows the host', async () => {
    const unknown = cloudUrl.replace('localhost', 'desconocido.localhost');
    const config = page.waitForResponse((res) => res.url().endsWith('/config.json'));
    await page.goto(unknown);
    expect((await config).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await page.getByRole('img', { name: 'Carreras' }).first().waitFor();
    await screenshot('host-desconocido');
    expect(await page.getByRole('button', { name: 'Abrir menú' }).count()).toBe(0);
    expect(await page.getByRole('link').count()).toBe(0);
    expect(await page.getByRole('textbox').count()).toBe(0);
  });

  it('shows the full app on the main host after the same boot', async () => {
    await page.goto(cloudUrl);
    await page.getByRole('button', { name: 'Abrir menú' }).waitFor();
  });
});

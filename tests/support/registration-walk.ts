// The public registration flow's two longest steps as an athlete walks them in Chromium: the data
// form, and paying by card with the simulator's approved card.
import type { Page } from 'playwright-core';

const WAIT = { timeout: 30_000 };

export interface WalkingAthlete {
  correo: string;
  nombres: string;
  apellidos: string;
}

/** Fills 'Confirma los datos de registro' and confirms: a woman born on 17 May 1990. */
export async function fillAthleteData(page: Page, athlete: WalkingAthlete): Promise<void> {
  await page.getByText('Confirma los datos de registro').waitFor(WAIT);
  await page.getByLabel(/^Correo/).fill(athlete.correo);
  await page.getByLabel(/^Nombres/).fill(athlete.nombres);
  await page.getByLabel(/^Apellidos/).fill(athlete.apellidos);
  await page.getByLabel(/^Teléfono/).fill('5512345678');
  await page.getByLabel('Día').selectOption('17');
  await page.getByLabel('Mes').selectOption('5');
  await page.getByLabel('Año').selectOption('1990');
  await page.getByLabel(/^Género/).selectOption('F');
  await page.getByRole('button', { name: 'Confirmar mis datos' }).click();
  await page.getByText(`Excelente ${athlete.nombres}, Puedes continuar con el registro`).waitFor(WAIT);
}

/** From 'Total a pagar': the card form with the approved card, then 'Pago exitoso'. */
export async function payByCard(page: Page, holder: string): Promise<void> {
  await page.getByText('Total a pagar').waitFor(WAIT);
  await page.getByRole('button', { name: 'Tarjeta de Crédito o Débito' }).click();
  await page.getByLabel('Nombre del titular').fill(holder);
  await page.getByLabel('Número de tarjeta').fill('4242424242424242');
  await page.getByLabel('Mes de expiración').selectOption('12');
  await page.getByLabel('Año de expiración').selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel('Código de seguridad (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await page.getByText('Pago exitoso').waitFor(WAIT);
}

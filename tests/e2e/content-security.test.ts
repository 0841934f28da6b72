// The SPA under the site's CSP and security headers in Chromium: it loads, signs in, shows the
// registration flow and the live page (its WebSocket included), and the browser reports no
// violation of the policy anywhere on the way.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { liveInfo } from '@infra/local/seed/demo-event-catalog';
import { demoPassword } from '@infra/local/seed/demo-accounts';
import { launchChromium } from '../support/browser';

const cloudUrl = inject('cloudUrl');
const UPCOMING = 2;
const LIVE = 3;

let browser: Browser;
let page: Page;
const violations: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-MX' });
  // Every violation, whichever directive, reported by the page itself and by the console.
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript({
    content:
      "document.addEventListener('securitypolicyviolation', (event) => " +
      "window.reportViolation(event.violatedDirective + ' ' + event.blockedURI));",
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('the SPA under its content security policy', () => {
  it('gets the CSP and the other security headers with the page', async () => {
    const response = await page.goto(`${cloudUrl}/proximos-eventos/`);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    await page.getByRole('heading', { name: 'Próximos Eventos' }).waitFor();
  });

  it('signs in through the Cognito endpoint', async () => {
    await page.goto(`${cloudUrl}/login`);
    await page.getByLabel('Correo').fill('atleta@demo.mx');
    await page.getByLabel('Contraseña').fill(demoPassword);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByText('Bienvenido').first().waitFor();
  });

  it('shows the registration flow', async () => {
    await page.goto(`${cloudUrl}/proximos-eventos/evento_${UPCOMING}/inscripcion`);
    await page.getByText('Confirma los datos de registro').waitFor();
  });

  it('shows the live page with its WebSocket open', async () => {
    const socket = page.waitForEvent('websocket');
    await page.goto(`${cloudUrl}/live/evento_${LIVE}`);
    await page.getByRole('heading', { name: liveInfo('2026-03-01', '07:00').nombreEvento }).waitFor();
    expect((await socket).url()).toMatch(/\/ws$/);
  });

  it('met no violation of the policy on the way', () => {
    expect(violations).toEqual([]);
  });
});

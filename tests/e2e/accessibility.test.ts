// axe-core on 40 views of the SPA in Chromium against the local cloud, each at 1280 and at 390 px wide:
// no violation of impact serious or critical, and every view has exactly one h1 and headings that skip
// no level (docs/testing.md, Accessibility). The public pages are walked signed out, then an athlete's
// pages and a reto's five steps with its chat, then the organizer's console and retos, then an
// organizer web on its subdomain. One page per account, moved client-side; each view is audited at
// 1280 px, the page narrowed to 390 px and audited again.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, signIn, signedUpAthlete } from '../support/accounts';
import { uploadedActivity } from '../support/activity-upload';
import { launchChromium } from '../support/browser';
import { openRetoWithCode } from '../support/open-reto';
import { fillAthleteData } from '../support/registration-walk';

const cloudUrl = inject('cloudUrl');
const port = new URL(cloudUrl).port;
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WAIT = { timeout: 30_000 };
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
/** The demo's finished race, its upcoming night race and its live one, all organized by organizador@demo.mx. */
const FINISHED = 1;
const UPCOMING = 2;
/** The demo's spring race, with its registrants and its organizer web. */
const SPRING = 4;
const LIVE = 3;
const ORGANIZER = { correo: 'organizador@demo.mx', password: 'Demo123!' };
/** Axe's rules that the acceptance asks for whatever their impact (axe rates them moderate). */
const HEADING_RULES = new Set(['page-has-heading-one', 'heading-order']);
/** The open dialog: its page beneath was audited before it opened (the athlete's dialog stacks over a report's). */
const DIALOG = '[role="dialog"]:last-of-type';

/** What the page's code below reads of the browser (the platform's type check has no DOM types). */
interface HeadingElement {
  tagName: string;
  textContent: string | null;
  getClientRects(): { length: number };
  closest(selector: string): unknown;
}
interface AuditedWindow {
  axe: { run(context: unknown, options: object): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary: string }[] }[] }> };
  document: { querySelectorAll(selector: string): Iterable<HeadingElement> };
}
interface RoutedWindow {
  history: { pushState(state: null, unused: string, url: string): void };
  dispatchEvent(event: unknown): void;
  PopStateEvent: new (type: string) => unknown;
}

interface Finding {
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let retoId = '';
let athlete: Awaited<ReturnType<typeof signedUpAthlete>>;
const RETO_NAME = `Reto accesible ${randomUUID().slice(0, 4)}`;

/**
 * Axe's serious and critical violations and the heading rules, then the page's count of h1: of the whole
 * page, or of one open dialog (`within`, a CSS selector) over a page already audited.
 */
async function findings(within?: string): Promise<Finding[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async ([headingRules, scope]) => {
    const { axe, document } = globalThis as unknown as AuditedWindow;
    const { violations } = await axe.run(scope ?? document, { resultTypes: ['violations'] });
    const found = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || headingRules.includes(violation.id))
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary })),
      }));
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter((heading) => heading.getClientRects().length > 0 && !heading.closest('[aria-hidden="true"]'));
    const h1s = headings.filter((heading) => heading.tagName === 'H1');
    if (h1s.length > 1) found.push({ rule: 'one-h1', impact: 'moderate', help: 'Exactly one h1 per page', nodes: h1s.map((heading) => ({ target: 'h1', summary: heading.textContent ?? '' })) });
    // The outline, to see at once which level a page skips.
    const outline = headings.map((heading) => `${heading.tagName} ${(heading.textContent ?? '').slice(0, 40)}`).join(' | ');
    return found.map((finding) => (headingRules.includes(finding.rule) || finding.rule === 'one-h1' ? { ...finding, nodes: [...finding.nodes, { target: 'outline', summary: outline }] } : finding));
  }, [[...HEADING_RULES], within] as const);
}

const describeFindings = (width: number, found: Finding[]) =>
  found.map((finding) => `${width} px ${finding.rule} (${finding.impact}): ${finding.help}\n${finding.nodes.map((node) => `  ${node.target}\n    ${node.summary.replace(/\n/g, '\n    ')}`).join('\n')}`).join('\n');

/**
 * Audits what the page shows at each width, at rest: the pointer off every control (a hovered button
 * has its hover colours) and the layout redrawn for the width (on the next frames).
 */
async function audit(within?: string): Promise<void> {
  const report: string[] = [];
  await page.mouse.move(0, 0);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    const found = await findings(within);
    if (found.length > 0) report.push(describeFindings(size.width, found));
  }
  await page.setViewportSize(WIDTHS[0]!);
  // As text, so a failure prints each finding whole.
  expect(report.join('\n\n'), page.url()).toBe('');
}

/** A route of the SPA opened client-side: the router follows history like the back button. */
async function navigate(path: string): Promise<void> {
  await page.evaluate((to) => {
    const routed = globalThis as unknown as RoutedWindow;
    routed.history.pushState(null, '', to);
    routed.dispatchEvent(new routed.PopStateEvent('popstate'));
  }, path);
}

/**
 * A page of its own for an account (or none) at `url`. Axe's script is added to the page, past its
 * Content-Security-Policy; transitions are off, so colours are read as they end, not halfway.
 */
async function newPage(url: string): Promise<void> {
  await context?.close();
  context = await browser.newContext({ viewport: WIDTHS[0], locale: 'es-MX', bypassCSP: true });
  page = await context.newPage();
  await page.goto(url);
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
}

const heading = (name: string | RegExp, level?: number) => page.getByRole('heading', { name, level, exact: typeof name === 'string' || undefined });
const button = (name: string | RegExp, scope: Page | Locator = page) => scope.getByRole('button', { name, exact: typeof name === 'string' || undefined });
const tab = (name: string | RegExp) => page.getByRole('tab', { name, exact: typeof name === 'string' || undefined });
const shown = (locator: Locator) => locator.first().waitFor(WAIT);

async function signInThroughForm(correo: string, password: string): Promise<void> {
  await navigate('/login');
  await page.getByLabel('Correo').fill(correo);
  await page.getByLabel('Contraseña').fill(password);
  await button('Iniciar Sesión').click();
  await shown(page.getByText('Bienvenido'));
}

/** A reto of the demo organizer with the athlete registered by code, a goal, a recorded run as its time, and a message unread in each stream. */
beforeAll(async () => {
  const organizerToken = await signIn(cloudUrl, ORGANIZER.correo, ORGANIZER.password);
  const { eventId, code } = await openRetoWithCode(cloudUrl, organizerToken, RETO_NAME);
  retoId = eventId;

  athlete = await signedUpAthlete(cloudUrl, { nombres: 'Alma', apellidos: 'Accesible' });
  const token = athlete.token;
  expect((await callApi(cloudUrl, `/api/retos/${retoId}/registration`, { method: 'POST', token, body: { code } })).status).toBe(201);
  expect((await callApi(cloudUrl, `/api/retos/${retoId}/me/goal`, { method: 'PUT', token, body: { goal: { hours: 0, minutes: 30, seconds: 0 } } })).status).toBe(200);
  const run = await uploadedActivity(cloudUrl, token, 'run-5k.gpx');
  expect((await callApi(cloudUrl, `/api/retos/${retoId}/me/activity`, { method: 'POST', token, body: { activityId: run.activityId } })).status).toBe(200);
  expect((await callApi(cloudUrl, `/api/retos/${retoId}/me/step`, { method: 'PUT', token, body: { step: 4 } })).status).toBe(200);
  expect((await callApi(cloudUrl, `/api/retos/${retoId}/chat/me/messages`, { method: 'POST', token, body: { text: '¿Puedo correr en caminadora?', intento: randomUUID() } })).status).toBe(201);
  const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  expect((await callApi(cloudUrl, `/api/retos/${retoId}/chat/threads/${sub.sub}/messages`, { method: 'POST', token: organizerToken, body: { text: 'Sí, registra el tiempo que marque', intento: randomUUID() } })).status).toBe(201);
  expect((await callApi(cloudUrl, `/api/retos/${retoId}/chat/broadcasts`, { method: 'POST', token: organizerToken, body: { text: 'La entrega de medallas es el domingo', intento: randomUUID() } })).status).toBe(201);

  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('the public pages, signed out', () => {
  beforeAll(async () => {
    await newPage(`${cloudUrl}/`);
  });

  it('home', async () => {
    await shown(page.getByRole('heading', { level: 1 }));
    await audit();
  });

  it('próximos eventos', async () => {
    await navigate('/proximos-eventos');
    await shown(page.getByText('Carrera Nocturna de Guadalajara'));
    await audit();
  });

  it("an upcoming event's page", async () => {
    await navigate(`/proximos-eventos/evento_${UPCOMING}`);
    await shown(heading('Modalidades'));
    await audit();
  });

  it("the event's convocatoria", async () => {
    await navigate(`/convocatoria/evento_${UPCOMING}`);
    await shown(heading('Modalidades y categorías'));
    await audit();
  });

  it('registration: the athlete data', async () => {
    await navigate(`/proximos-eventos/evento_${UPCOMING}/inscripcion`);
    await shown(page.getByText('Confirma los datos de registro'));
    await audit();
  });

  it('registration: the modality and category', async () => {
    await fillAthleteData(page, { correo: `a11y-${randomUUID().slice(0, 8)}@prueba.mx`, nombres: 'Alba', apellidos: 'Prueba Accesible' });
    await shown(button(/10 ?K/i));
    await audit();
  });

  it('registration: the registration form of the chosen modality', async () => {
    await button(/10 ?K/i).first().click();
    await shown(page.getByLabel(/^Talla de playera/));
    await audit();
  });

  it('results: the finished events', async () => {
    await navigate('/resultados');
    await shown(page.getByText('Medio Maratón de la Ciudad'));
    await audit();
  });

  it('results of the finished event', async () => {
    await navigate(`/resultados/evento_${FINISHED}`);
    await shown(button('Resultados Generales'));
    await audit();
  });

  for (const report of ['Resultados Generales', 'Resultados Categoría']) {
    it(`results: the '${report}' report`, async () => {
      await button(report).click();
      const dialog = page.getByRole('dialog', { name: report, exact: true });
      await expect.poll(() => dialog.getByRole('row').count(), WAIT).toBeGreaterThan(1);
      await audit(DIALOG);
      await button('Cerrar', dialog).click();
    });
  }

  it("results: the 'Resultados Equipos' report", async () => {
    await button('Resultados Equipos').click();
    const dialog = page.getByRole('dialog', { name: 'Resultados Equipos', exact: true });
    await shown(dialog.getByRole('list', { name: 'Resultados Equipos' }));
    await audit(DIALOG);
    await button('Cerrar', dialog).click();
  });

  it("results: an athlete's detail", async () => {
    await button('Resultados Generales').click();
    const dialog = page.getByRole('dialog', { name: 'Resultados Generales', exact: true });
    const name = dialog.getByRole('row').nth(1).getByRole('cell').nth(2).getByRole('button');
    await shown(name);
    const nombre = await name.innerText();
    await name.click();
    await shown(page.getByRole('dialog', { name: nombre, exact: true }));
    await audit(DIALOG);
    await page.goBack();
  });

  it('live events', async () => {
    await navigate('/live');
    await shown(page.getByText('Carrera del Bosque (en vivo)'));
    await audit();
  });

  it('the live page', async () => {
    await navigate(`/live/evento_${LIVE}`);
    await shown(page.getByLabel('Punto de control', { exact: true }));
    await audit();
  });

  it('the retos hub', async () => {
    await navigate('/retos');
    await shown(page.getByText('Inicia sesión para continuar'));
    await audit();
  });

  it('sign-up', async () => {
    await navigate('/registro');
    await shown(button('Registrarme'));
    await audit();
  });

  it('password restore', async () => {
    await navigate('/password-restore');
    await shown(page.getByLabel(/Correo/));
    await audit();
  });

  it('not found', async () => {
    await navigate('/no-existe');
    await shown(page.getByText('PÁGINA NO ENCONTRADA'));
    await audit();
  });

  it('sign-in', async () => {
    await navigate('/login');
    await shown(button('Iniciar Sesión'));
    await audit();
  });
});

describe("an athlete's pages", () => {
  beforeAll(async () => {
    await newPage(`${cloudUrl}/`);
    await signInThroughForm(athlete.athlete.correo, athlete.athlete.password);
  });

  it('the profile', async () => {
    await navigate('/atletas');
    await shown(page.getByLabel('Nombres'));
    await audit();
  });

  it("the athlete's retos", async () => {
    await navigate('/retos');
    await shown(page.getByText(RETO_NAME));
    await audit();
  });

  for (const [step, label] of ['Finaliza tu registro', 'Linea de Salida', 'Realiza el reto', 'Linea de meta', 'Resultados'].entries()) {
    it(`the reto's step ${step + 1}, ${label}`, async () => {
      if (step === 0) await navigate(`/retos/${retoId}`);
      await shown(button(/^Chat con el organizador/));
      // A done step's name ends in ', completado'.
      await button(new RegExp(`^${step + 1}\\. ${label}`)).click();
      await shown(heading(`Paso ${step + 1} de 5: ${label}`));
      await audit();
    });
  }

  for (const stream of ['Chat con el organizador', 'Mensajes del organizador']) {
    it(`the reto's '${stream}'`, async () => {
      await button(new RegExp(`^${stream}`)).click();
      const dialog = page.getByRole('dialog');
      await shown(dialog.getByRole('listitem'));
      await audit(DIALOG);
      await button('Cerrar', dialog).click();
    });
  }
});

describe("the organizer's console and retos", () => {
  beforeAll(async () => {
    await newPage(`${cloudUrl}/`);
    await signInThroughForm(ORGANIZER.correo, ORGANIZER.password);
  });

  it('my events', async () => {
    await navigate('/eventos-organizador/');
    await shown(page.getByText('Carrera Nocturna de Guadalajara'));
    await audit();
  });

  it("an event's console: Ingresos", async () => {
    await navigate(`/eventos-organizador/evento_${SPRING}`);
    await shown(page.getByText(/Registros del evento: \d+ mostrados/));
    await audit();
  });

  it("an event's console: a registrant's detail", async () => {
    await page.getByTestId('ingresos-table').getByRole('button').first().click();
    const dialog = page.getByTestId('registrant-dialog');
    await shown(dialog.getByTestId('registrant-folio'));
    await audit(DIALOG);
    await button('Cerrar', dialog).click();
  });

  for (const [name, ready] of [
    ['Dashboard', () => page.getByRole('table', { name: 'Totales' })],
    ['Formulario', () => page.getByLabel(/^Correo/)],
    ['Configuración', () => heading('Vista previa del formulario público')],
    ['Web del evento', () => page.getByLabel('Título del sitio')],
    ['Usuarios autorizados', () => page.getByLabel('Perfil', { exact: true })],
    ['Formularios', () => page.getByRole('tabpanel')],
  ] as const) {
    it(`an event's console: ${name}`, async () => {
      await tab(name).click();
      await shown(ready());
      await audit();
    });
  }

  it("the organizer's retos", async () => {
    await navigate('/retos-organizador/');
    await shown(page.getByText(RETO_NAME));
    await audit();
  });

  for (const name of ['Configuración del reto', 'Códigos de acceso', 'Participantes', 'Mensajes']) {
    it(`a reto's organizer page: ${name}`, async () => {
      if (name === 'Configuración del reto') await navigate(`/retos-organizador/${retoId}`);
      // 'Mensajes' carries its unread count after the name.
      await tab(name === 'Mensajes' ? /^Mensajes/ : name).click();
      await shown(page.getByRole('tabpanel'));
      await audit();
    });
  }
});

describe('an organizer web on its subdomain', () => {
  beforeAll(async () => {
    await newPage(`http://primavera.localhost:${port}/`);
  });

  it('its home page', async () => {
    await shown(heading('Corre la primavera en Puebla'));
    await audit();
  });

  it('a sub-page', async () => {
    await page.getByRole('link', { name: 'Ruta', exact: true }).click();
    await shown(heading('La ruta'));
    await audit();
  });
});

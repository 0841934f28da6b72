// An organizer web's first view measured on a bench cloud: a typical site and one near the document
// bound are published on subdomains, their one public document read (size as sent and gzipped), and
// each opened in Chromium to weigh the JavaScript it loads before drawing, against the main host's
// home page in the same run.
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import type { Browser } from 'playwright-core';
import { ensureEvent } from '@infra/local/seed/demo-event-api';
import { apiCaller } from '@infra/local/seed/seed-api';
import { signedUpAthlete } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { newEventInfo } from '../support/timed-events';
import { withBenchCloud } from './bench-cloud';
import { buildWeb } from './build-web';
import { median } from './figure';

const DOCUMENT_READS = 21;

const paragraph = (n: number) =>
  `Salida a las **7:00** desde el Paseo de Montejo (tramo ${n}). Abastecimiento cada 2.5 km con agua, bebida isotónica y fruta; ` +
  `servicio médico en meta y en los kilómetros 7, 14 y 18. Guardarropa gratuito junto al arco de salida.`;

function section(index: number, eventId: number): unknown {
  switch (index % 6) {
    case 0:
      return { component: 'title', text: `Sección ${index}` };
    case 1:
      return { component: 'textWithTitle', title: `Información ${index}`, body: [1, 2, 3].map(paragraph).join('\n\n') };
    case 2:
      return { component: 'banner', image: { url: `/media/sitio/portada-${index}.jpg`, alt: 'Corredores en la salida' }, height: 420 };
    case 3:
      return { component: 'gallery', images: Array.from({ length: 12 }, (_, n) => ({ url: `/media/sitio/galeria-${index}-${n}.jpg`, alt: `Foto ${n + 1}` })) };
    case 4:
      return { component: 'infoBoxes', kind: 'price', boxes: ['Preventa', 'Regular', 'Día de la carrera'].map((title, n) => ({ title, body: paragraph(n), price: `$${450 + n * 100} MXN` })) };
    default:
      return { component: 'registration', eventId, render: 'viewandButton' };
  }
}

const page = (title: string, sections: number, eventId: number) => ({ title, sections: Array.from({ length: sections }, (_, i) => section(i, eventId)) });

/** A site like the demo's: a home page of eight sections and two short pages. */
function typicalSite(eventId: number): unknown {
  return {
    title: 'Medio Maratón de Mérida',
    home: { title: 'Inicio', sections: [{ component: 'header', menu: [{ text: 'Ruta', url: '/ruta' }, { text: 'Kit', url: '/kit' }] }, ...page('Inicio', 8, eventId).sections] },
    pages: { ruta: page('Ruta', 3, eventId), kit: page('Kit', 3, eventId) },
  };
}

/** A site an organizer would call big: thirty pages of twelve sections each. */
function largeSite(eventId: number): unknown {
  return { title: 'Serie de carreras', home: page('Inicio', 12, eventId), pages: Object.fromEntries(Array.from({ length: 29 }, (_, i) => [`pagina-${i + 1}`, page(`Página ${i + 1}`, 12, eventId)])) };
}

export interface DocumentFigures {
  bytes: number;
  gzipBytes: number;
  readMs: number;
}

export interface PageWeight {
  scripts: number;
  jsBytes: number;
  jsGzipBytes: number;
}

export interface OrganizerWebRun {
  typical: DocumentFigures;
  large: DocumentFigures;
  organizerWeb: PageWeight;
  mainHome: PageWeight;
}

async function publishedSite(cloudUrl: string, slug: string, content: (eventId: number) => unknown): Promise<string> {
  const { token } = await signedUpAthlete(cloudUrl);
  const organizer = apiCaller(cloudUrl, { authorization: `Bearer ${token}` });
  const { eventId } = await ensureEvent(organizer, undefined, newEventInfo({ nombreEvento: `Carrera ${slug}` }));
  await organizer.call('PUT', `/api/events/${eventId}/site`, { revision: 0, content: content(eventId) });
  await organizer.call('POST', `/api/events/${eventId}/site/publication`, { revision: 1 });
  const host = await organizer.call<{ host: string }>('POST', `/api/events/${eventId}/site/hosts`, { tipo: 'subdominio', slug });
  return host.host;
}

async function documentFigures(cloudUrl: string, host: string): Promise<DocumentFigures> {
  const durations: number[] = [];
  let body = '';
  for (let read = 0; read < DOCUMENT_READS; read += 1) {
    const started = performance.now();
    const res = await fetch(`${cloudUrl}/api/sites/by-host/${host}`);
    body = await res.text();
    if (!res.ok) throw new Error(`GET /api/sites/by-host/${host} answered ${res.status}`);
    durations.push(performance.now() - started);
  }
  return { bytes: Buffer.byteLength(body), gzipBytes: gzipSync(body).length, readMs: median(durations) };
}

/** The scripts a page loads until its first heading is drawn, as sent and gzipped. */
async function pageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const scripts: Promise<Buffer>[] = [];
  tab.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body());
  });
  await tab.goto(url, { waitUntil: 'networkidle' });
  await tab.locator('h1, h2').first().waitFor({ state: 'attached' });
  const bodies = await Promise.all(scripts);
  await context.close();
  return {
    scripts: bodies.length,
    jsBytes: bodies.reduce((sum, body) => sum + body.length, 0),
    jsGzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0),
  };
}

export async function organizerWebRun(): Promise<OrganizerWebRun> {
  buildWeb();
  return withBenchCloud(async (cloud) => {
    const typicalHost = await publishedSite(cloud.url, 'bench-tipico', typicalSite);
    const largeHost = await publishedSite(cloud.url, 'bench-grande', largeSite);
    const typical = await documentFigures(cloud.url, typicalHost);
    const large = await documentFigures(cloud.url, largeHost);
    const browser = await launchChromium();
    try {
      const port = new URL(cloud.url).port;
      const organizerWeb = await pageWeight(browser, `http://${typicalHost}:${port}/`);
      const mainHome = await pageWeight(browser, `http://localhost:${port}/`);
      return { typical, large, organizerWeb, mainHome };
    } finally {
      await browser.close();
    }
  });
}

// Pages fetched as a crawler or a link preview fetches them, without running JavaScript: an organizer
// web's home and sub-page by their Host, an event's convocatoria and an athlete's result link on the
// main host, each with its own title, description and og:image (an image that answers), an event's
// results page with its chunks preloaded and its event as the data island, the
// organizer's page pre-rendered with its site as the SPA's data island; robots.txt and sitemap.xml of
// each host; and hostile paths answered with the shell, never an error (docs/sites.md 'Documents').
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { SiteImageUploadTicket } from '@shared/media/site-image';
import type { ResultRow } from '@shared/results/result-row';
import type { BuildManifest } from '@lambdas/documents/page-preloads';
import { repoRoot } from '@infra/local/repo-root';
import { callApi, waitFor } from '../../support/accounts';
import { getAsHost } from '../../support/request-as-host';
import { spaBuilt } from '../../support/spa-build';
import { at, runner, sendReads, timedRace, type TimedRace } from '../timing/timing-fixture';

const cloudUrl = inject('cloudUrl');
const port = new URL(cloudUrl).port;

let race: TimedRace;
let host: string;
let banner: string;

const siteTitle = 'Carrera de la Primavera "Puebla"';

/** A tag's content attribute, unescaped as a crawler reads it. */
function metaOf(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return found?.replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)));
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)));

/** Fetches a preview image as a link preview would, from its absolute address on the cloud. */
async function previewImage(url: string | undefined): Promise<{ type: string | null; width?: number }> {
  expect(url).toMatch(/^http:\/\//);
  const path = new URL(url!).pathname;
  const res = await fetch(`${cloudUrl}${path}`);
  expect(res.status).toBe(200);
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { type: res.headers.get('content-type'), width: meta.width };
}

async function uploadedBanner(): Promise<string> {
  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: { r: 232, g: 99, b: 10 } } }).png().toBuffer();
  const ticket = await callApi<SiteImageUploadTicket>(cloudUrl, `/api/events/${race.eventId}/site/image-uploads`, {
    method: 'POST',
    token: race.token,
    body: { contentType: 'image/png', size: png.length },
  });
  await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: png });
  await waitFor(async () => ((await fetch(`${cloudUrl}${ticket.body.url}`, { method: 'HEAD' })).status === 200 ? true : undefined));
  return ticket.body.url;
}

beforeAll(async () => {
  // Every document is web/dist/index.html filled in: under `npm test` the SPA is built beside the tests.
  await spaBuilt();
  race = await timedRace(cloudUrl, { athletes: [runner('101', 'José'), runner('102', 'Ana', 'F')] });
  await sendReads(cloudUrl, race, [{ bib: '101', point: 'META', time: at('07:41:10') }]);
  banner = await uploadedBanner();
  const content = {
    title: siteTitle,
    home: {
      sections: [
        { component: 'header', menu: [{ text: 'Ruta', url: '/ruta' }] },
        { component: 'banner', image: { url: banner, alt: 'Salida de la carrera' } },
        { component: 'textWithTitle', title: 'La carrera', body: 'Corre **10K** por el centro histórico <script>alert(1)</script>' },
      ],
    },
    pages: { ruta: { title: 'Ruta', sections: [{ component: 'textWithTitle', title: 'Recorrido', body: 'Salida y meta en el zócalo.' }] } },
  };
  const site = `/api/events/${race.eventId}/site`;
  expect((await callApi(cloudUrl, site, { method: 'PUT', token: race.token, body: { revision: 0, content } })).status).toBe(200);
  expect((await callApi(cloudUrl, `${site}/publication`, { method: 'POST', token: race.token, body: { revision: 1 } })).status).toBe(200);
  const slug = `primavera-${randomUUID().slice(0, 8)}`;
  expect((await callApi(cloudUrl, `${site}/hosts`, { method: 'POST', token: race.token, body: { tipo: 'subdominio', slug } })).status).toBe(201);
  host = `${slug}.localhost:${port}`;
  const convocatoria = { blocks: [{ type: 'text', title: 'Bases', text: 'La **carrera nocturna** recorre 10 km por el bosque.' }] };
  expect((await callApi(cloudUrl, `/api/events/${race.eventId}/sections/convocatoria`, { method: 'PUT', token: race.token, body: convocatoria })).status).toBe(200);
});

describe("an organizer web's documents", () => {
  it('serve the home page pre-rendered, with its title, description, banner and the site as the data island', async () => {
    const { status, headers, body } = await getAsHost(`${cloudUrl}/`, host);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(titleOf(body)).toBe(siteTitle);
    expect(metaOf(body, 'description')).toBe('Corre 10K por el centro histórico <script>alert(1)</script>');
    expect(metaOf(body, 'og:title')).toBe(siteTitle);
    expect(metaOf(body, 'og:url')).toBe(`http://${host}/`);
    expect(metaOf(body, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(body, 'og:image')).toBe(`http://${host}${banner}`);
    expect(await previewImage(metaOf(body, 'og:image'))).toEqual({ type: 'image/webp', width: 600 });
    // What a crawler reads without JavaScript: the headings, the text and the link to the sub-page.
    expect(body).toContain('<h1>Carrera de la Primavera &#34;Puebla&#34;</h1>');
    expect(body).toContain('<h2>La carrera</h2><p>Corre <strong>10K</strong> por el centro histórico &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(body).toContain('<a href="/ruta">Ruta</a>');
    expect(body).not.toContain('<script>alert');
    const island = /<script type="application\/json" id="datos-pagina">(.*?)<\/script>/.exec(body)?.[1];
    expect(JSON.parse(island!)).toMatchObject({ host: host.replace(/:\d+$/, ''), hosted: { eventId: race.eventId, site: { title: siteTitle } } });
  });

  it('serve a sub-page with its own title and description, previewed by the home banner', async () => {
    const { status, body } = await getAsHost(`${cloudUrl}/ruta`, host);
    expect(status).toBe(200);
    expect(titleOf(body)).toBe(`Ruta · ${siteTitle}`);
    expect(metaOf(body, 'description')).toBe('Salida y meta en el zócalo.');
    expect(metaOf(body, 'og:image')).toBe(`http://${host}${banner}`);
    expect(body).toContain('<h1>Ruta</h1>');
  });

  it("answer a page the site does not have with 404, noindex, and the site's not-found text", async () => {
    const { status, body } = await getAsHost(`${cloudUrl}/no-existe`, host);
    expect(status).toBe(404);
    expect(metaOf(body, 'robots')).toBe('noindex');
    expect(body).toContain('PÁGINA NO ENCONTRADA');
  });

  it('list the site in its sitemap and name it in a robots.txt that lets crawlers in', async () => {
    const robots = await getAsHost(`${cloudUrl}/robots.txt`, host);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: http://${host}/sitemap.xml\n`);
    const sitemap = await getAsHost(`${cloudUrl}/sitemap.xml`, host);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect([...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([`http://${host}/`, `http://${host}/ruta`]);
  });
});

describe("the main host's documents", () => {
  it("serve an event's convocatoria with its title, its text as description, and the event's card as image", async () => {
    const { status, body } = await getAsHost(`${cloudUrl}/convocatoria/evento_${race.eventId}`, `localhost:${port}`);
    expect(status).toBe(200);
    expect(titleOf(body)).toBe('Convocatoria · Medio Maratón de Prueba');
    expect(metaOf(body, 'description')).toBe('Medio Maratón de Prueba: La carrera nocturna recorre 10 km por el bosque.');
    expect(metaOf(body, 'og:image')).toBe(`http://localhost:${port}/api/events/${race.eventId}/tarjeta.png`);
    expect(await previewImage(metaOf(body, 'og:image'))).toEqual({ type: 'image/png', width: 1200 });
  });

  it("serve an athlete's result link with the name, time and place, previewed by the result card", async () => {
    const { row } = (await callApi<{ row: ResultRow }>(cloudUrl, `/api/events/${race.eventId}/athletes/101`)).body;
    const { status, body } = await getAsHost(`${cloudUrl}/resultados/evento_${race.eventId}/101`, `localhost:${port}`);
    expect(status).toBe(200);
    expect(titleOf(body)).toBe(`${row.nombre} · ${row.to} · Medio Maratón de Prueba`);
    expect(metaOf(body, 'description')).toBe(`${row.nombre} terminó ${row.mod} de Medio Maratón de Prueba en ${row.to}: lugar 1 general y 1 en ${row.cat}.`);
    expect(metaOf(body, 'og:image')).toBe(`http://localhost:${port}/api/events/${race.eventId}/athletes/101/tarjeta.png`);
    expect(await previewImage(metaOf(body, 'og:image'))).toEqual({ type: 'image/png', width: 1200 });
    expect((await getAsHost(`${cloudUrl}/resultados/evento_${race.eventId}/999`, `localhost:${port}`)).status).toBe(404);
  });

  it("preload the results page's chunks and carry the event as the API answers it, for the SPA's first render", async () => {
    const { status, body } = await getAsHost(`${cloudUrl}/resultados/evento_${race.eventId}`, `localhost:${port}`);
    expect(status).toBe(200);
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'web/dist/.vite/manifest.json'), 'utf8')) as BuildManifest;
    const preloaded = [...body.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);
    // The platform's shell and the results page, which the SPA would otherwise ask for one after the other.
    expect(preloaded).toEqual(expect.arrayContaining([manifest['src/app/app.tsx']!.file, manifest['src/features/results/event-results-page.tsx']!.file]));
    expect(new Set(preloaded).size).toBe(preloaded.length);
    const island = /<script type="application\/json" id="datos-pagina">(.*?)<\/script>/.exec(body)?.[1];
    const { body: detail } = await callApi(cloudUrl, `/api/events/${race.eventId}`);
    expect(JSON.parse(island!)).toEqual({ at: expect.any(Number), answers: { [`/api/events/${race.eventId}`]: detail } });
  });

  it("have the browser fetch a registration's view beside the scripts, its places held asked fresh, not carried", async () => {
    const { status, body } = await getAsHost(`${cloudUrl}/proximos-eventos/evento_${race.eventId}/inscripcion`, `localhost:${port}`);
    expect(status).toBe(200);
    expect(body).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/events/${race.eventId}/registration">`);
    expect(body).not.toContain('id="datos-pagina"');
  });

  it('keep private pages out of robots and list the public ones in the sitemap', async () => {
    const robots = await getAsHost(`${cloudUrl}/robots.txt`, `localhost:${port}`);
    expect(robots.body.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /eventos-organizador', `Sitemap: http://localhost:${port}/sitemap.xml`]));
    const sitemap = await getAsHost(`${cloudUrl}/sitemap.xml`, `localhost:${port}`);
    const locations = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(expect.arrayContaining([`http://localhost:${port}/`, `http://localhost:${port}/proximos-eventos`]));
    expect(locations.every((location) => location?.startsWith(`http://localhost:${port}/`))).toBe(true);
  });

  it.each(['/%E0%A4%A', '/a/%22%3E%3Cscript%3E', `/${'x/'.repeat(20)}`, '/evento_0', '/resultados/evento_99999999'])(
    'answer the hostile or unknown path %s with the shell and a 404, never an error',
    async (path) => {
      const { status, headers, body } = await getAsHost(`${cloudUrl}${path}`, `localhost:${port}`);
      expect(status).toBe(404);
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      // The SPA's own shell: index.html's loading logo in #root, no page content in its place.
      expect(body).toContain('<p role="status"');
      expect(body).not.toContain('<script>');
    },
  );
});

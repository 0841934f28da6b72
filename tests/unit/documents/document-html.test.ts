// The documents' HTML: the shell filled with a page's head tags, content and data island, every
// value escaped; an organizer's page pre-rendered without anything a site holds becoming markup.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteContentSchema } from '@shared/sites/site-schema';
import { headTags } from '@lambdas/documents/document-head';
import { excerpt } from '@lambdas/documents/page-meta';
import { sitePageHtml, sitePageImage, sitePageStyle, sitePageText } from '@lambdas/documents/site-html';
import { checkShell, renderShell } from '@lambdas/documents/spa-shell';
import { repoRoot } from '@infra/local/repo-root';

const shell = '<html><head><meta charset="utf-8"><title>Carreras</title><meta name="description" content="x" /></head><body><div id="root"><p>Cargando</p></div><!-- /root --><script type="module" src="/assets/a.js"></script></body></html>';

describe('the SPA shell', () => {
  it("has every place the documents fill in the SPA's own index.html", () => {
    expect(() => checkShell(readFileSync(join(repoRoot, 'web/index.html'), 'utf8'))).not.toThrow();
    expect(() => checkShell('<html><title>x</title><div id="root"></div><!-- /root --></html>')).toThrow(/description/);
    expect(() => checkShell('<html><title>x</title><meta name="description" content="x"><div id="root"></div><!-- /root --></html>')).toThrow(/<\/head>/);
    expect(() => checkShell('<html><title>x</title><meta name="description" content="x"></head><div id="root"></div></html>')).toThrow(/root/);
  });

  it('takes the head tags in place of the title and description, the content inside #root and the data island after it', () => {
    const html = renderShell(shell, { head: '<title>Nueva</title>', body: '<main>hola</main>', style: '.pre{}', data: { texto: '</script><script>alert(1)</script>' } });
    expect(html).toContain('<title>Nueva</title>\n    <style>.pre{}</style></head>');
    expect(html).not.toContain('content="x"');
    expect(html).toContain('<div id="root"><main>hola</main></div><script type="application/json" id="datos-pagina">');
    // No '<' survives inside the island: it cannot close its element.
    const island = /id="datos-pagina">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(island).not.toContain('<');
    expect(JSON.parse(island)).toEqual({ texto: '</script><script>alert(1)</script>' });
    expect(html).toContain('<script type="module" src="/assets/a.js"></script>');
  });

  it("keeps index.html's loading logo in #root when a page has no content of its own", () => {
    const html = renderShell(shell, { head: '<title>Nueva</title>', data: { a: 1 } });
    expect(html).toContain('<div id="root"><p>Cargando</p></div><!-- /root --><script type="application/json" id="datos-pagina">{"a":1}</script>');
  });

  it("puts the page's preloads last in <head>, after the shell's own script and preloads", () => {
    const html = renderShell(shell, { head: '<title>Nueva</title>', preloads: ['<link rel="modulepreload" href="/assets/b.js">'] });
    expect(html).toContain('<meta charset="utf-8"><title>Nueva</title>  <link rel="modulepreload" href="/assets/b.js">\n  </head>');
  });

  it('writes a replacement pattern ($&) in a title as itself', () => {
    expect(renderShell(shell, { head: '<title>$& $1</title>' })).toContain('<title>$& $1</title>');
  });
});

describe('the head tags', () => {
  const context = { origin: 'https://carreras.mx', path: '/resultados/evento_1', siteName: 'Carreras' };

  it('escape every value and make the image address absolute', () => {
    const tags = headTags(
      { title: 'Ana "La Rápida" <b>', description: "Tom's & co", image: { url: '/media/a.webp', alt: 'x"y', width: 1200, height: 630 }, status: 200 },
      context,
    );
    expect(tags).toContain('<title>Ana &#34;La Rápida&#34; &#60;b&#62;</title>');
    expect(tags).toContain('<meta name="description" content="Tom&#39;s &#38; co" />');
    expect(tags).toContain('<meta property="og:image" content="https://carreras.mx/media/a.webp" />');
    expect(tags).toContain('<meta property="og:url" content="https://carreras.mx/resultados/evento_1" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<link rel="canonical" href="https://carreras.mx/resultados/evento_1" />');
    expect(tags).not.toContain('<b>');
  });

  it('mark a page that names nothing noindex, without a canonical address; without an image the card is a summary', () => {
    const tags = headTags({ title: 'No', description: 'd', status: 404 }, context);
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('canonical');
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    expect(tags).not.toContain('og:image');
  });
});

describe('an excerpt', () => {
  it('keeps a short text whole and cuts a long one at a word, with an ellipsis', () => {
    expect(excerpt('  Hola\n mundo ')).toBe('Hola mundo');
    const cut = excerpt(`${'palabra '.repeat(40)}fin`);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/palabra…$/);
  });
});

const site = siteContentSchema.parse({
  title: 'Carrera de la Primavera',
  miniTheme: { primary: '#0a7e3b' },
  home: {
    title: 'Inicio',
    sections: [
      { component: 'header', logo: '/media/site-images/1/logo.webp', menu: [{ text: 'Ruta', url: '/ruta' }, { text: 'Blog', url: 'https://blog.example.mx' }] },
      { component: 'banner', image: { url: 'https://cdn.example.mx/banner.jpg', alt: 'Salida' } },
      { component: 'textWithTitle', title: 'La carrera', body: '# Reglas\n\nCorre **10K** <script>alert(1)</script> [mal](javascript:alert(1))' },
      { component: 'title', text: 'Oculto', hide: true },
      { component: 'registration', eventId: 4, buttonText: '' },
      { component: 'insertView', page: 'ruta' },
    ],
  },
  pages: { ruta: { title: 'Ruta', sections: [{ component: 'infoBoxes', boxes: [{ title: 'Salida "norte"', body: 'Frente al zócalo' }] }] } },
});

describe("an organizer's page pre-rendered", () => {
  const html = sitePageHtml(site, site.home);

  it("draws one h1 (the site's title on the home page, the page's on the others), the site's headings, texts, links and images, and no hidden section", () => {
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<h1>Carrera de la Primavera</h1>');
    expect(html).toContain('<h2>La carrera</h2><h3>Reglas</h3>');
    expect(html).toContain('<strong>10K</strong>');
    expect(html).toContain('<a href="/ruta">Ruta</a>');
    expect(html).toContain('<a href="https://blog.example.mx" rel="noopener" target="_blank">Blog</a>');
    expect(html).toContain('<img src="https://cdn.example.mx/banner.jpg" alt="Salida" loading="lazy" />');
    expect(html).toContain('<a href="/proximos-eventos/evento_4/inscripcion">Inscripciones</a>');
    expect(html).toContain('<h3>Salida &#34;norte&#34;</h3>');
    expect(html).not.toContain('Oculto');
    expect(sitePageHtml(site, site.pages.ruta!)).toContain('<h1>Ruta</h1>');
  });

  it('lets no markup or script address of the organizer through', () => {
    expect(html).not.toMatch(/<script|javascript:/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('describes the page by its first text and previews it by its banner', () => {
    expect(sitePageText(site.home)).toBe('Reglas Corre 10K <script>alert(1)</script> mal');
    expect(sitePageImage(site, site.home)).toEqual({ url: 'https://cdn.example.mx/banner.jpg', alt: 'Salida' });
    const withLogo = { ...site.home, sections: site.home.sections.filter((section) => section.component !== 'banner') };
    expect(sitePageImage(site, withLogo)).toEqual({ url: '/media/site-images/1/logo.webp', alt: 'Carrera de la Primavera' });
    expect(sitePageImage(site, site.pages.ruta!)).toBeUndefined();
  });

  it("styles it with the site's colours", () => {
    expect(sitePageStyle(site)).toContain('.pre a{color:#0a7e3b}');
  });
});

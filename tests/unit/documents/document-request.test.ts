// What a document request may name: a bounded host and path, decoded once; anything else names no page.
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { documentRequestOf } from '@lambdas/documents/document-request';
import { robotsTxt, sitemapXml } from '@lambdas/documents/robots-sitemap';

const request = (host: string, path?: string, proto = 'https') =>
  documentRequestOf({
    pathParameters: { host },
    queryStringParameters: path === undefined ? undefined : { path },
    headers: { 'x-forwarded-proto': proto },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer);

describe('a document request', () => {
  it('names the host without its port, the origin with it, and the decoded segments', () => {
    expect(request('Primavera.localhost:3000', '/ruta/Mar%C3%ADa', 'http')).toEqual({
      hostname: 'primavera.localhost',
      origin: 'http://primavera.localhost:3000',
      path: '/ruta/Mar%C3%ADa',
      segments: ['ruta', 'María'],
    });
    expect(request('carreras.mx')).toMatchObject({ origin: 'https://carreras.mx', path: '/', segments: [] });
  });

  it.each([
    ['a bad host', 'carreras.mx/../x', '/'],
    ['a path without its slash', 'carreras.mx', 'ruta'],
    ['a quote', 'carreras.mx', '/"><script>'],
    ['a bad escape', 'carreras.mx', '/%E0%A4%A'],
    ['an encoded slash', 'carreras.mx', '/a%2Fb'],
    ['a control character', 'carreras.mx', '/a%00b'],
    ['too many segments', 'carreras.mx', '/a/b/c/d/e/f/g/h/i'],
    ['too long a path', 'carreras.mx', `/${'a'.repeat(1100)}`],
  ])('names no page for %s', (_case, host, path) => {
    expect(request(host, path)).toBeUndefined();
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('let every crawler in but for the signed-in pages of the main host, and name the sitemap', () => {
    const main = robotsTxt('https://carreras.mx', true);
    expect(main.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /eventos-organizador', 'Allow: /', 'Sitemap: https://carreras.mx/sitemap.xml']));
    expect(robotsTxt('https://www.micarrera.mx', false)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.micarrera.mx/sitemap.xml\n');
  });

  it('lists absolute, escaped addresses', () => {
    expect(sitemapXml('https://carreras.mx', ['/', '/a&b'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://carreras.mx/</loc></url>\n  <url><loc>https://carreras.mx/a&#38;b</loc></url>\n</urlset>\n',
    );
  });
});

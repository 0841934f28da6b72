// GET /api/documents/{host}?path=… — the HTML document of any page of the site, and each host's
// robots.txt and sitemap.xml (docs/sites.md 'Documents'). CloudFront's default behaviour sends every
// path without a file extension here (infra/edge-functions.ts), as the local cloud's public port does,
// and caches the answer a minute. Whatever the path, the answer is the SPA's shell: a path that names
// nothing gets it with a 404, and a failing read gets the plain shell, never an error page. Each page's
// document carries its own CSP, Google's tag allowed only where the page loads it (page-policy.ts).
import { documentTexts } from '@shared/core/document-texts';
import { httpHandler, type HttpReply } from '@lambdas/core/http-handler';
import { logger } from '@lambdas/core/observability';
import { mainHosts } from '@lambdas/core/site-hosts';
import { headTags } from './document-head';
import { type DocumentRequest, documentRequestOf } from './document-request';
import { organizerDocument } from './organizer-documents';
import type { PageMeta } from './page-meta';
import { documentReads } from './document-reads';
import { fetchPreloadLinks } from './page-fetches';
import { pageModules } from './page-modules';
import { hostLoadsGoogleTag, mainHostGoogleTag, organizerGoogleTag, policyHeaders } from './page-policy';
import { preloadLinks, spaManifest } from './page-preloads';
import { notFoundMeta, platformPageMeta } from './platform-documents';
import { platformPageData } from './platform-page-data';
import { robotsTxt, sitemapPaths, sitemapXml } from './robots-sitemap';
import { renderShell, type ShellParts, spaShell } from './spa-shell';

/** A minute in CloudFront, and revalidated by browsers, so a deploy's new shell is seen at once. */
const DOCUMENT_CACHE = 'public, max-age=0, s-maxage=60';
const TEXT_CACHE = 'public, max-age=3600';

const html = (statusCode: number, body: string, cacheControl: string, headers: Record<string, string>): HttpReply => ({
  statusCode,
  body: Buffer.from(body),
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl, ...headers },
});

const text = (contentType: string, body: string): HttpReply => ({
  body: Buffer.from(body),
  headers: { 'content-type': `${contentType}; charset=utf-8`, 'cache-control': TEXT_CACHE },
});

interface PageParts extends Omit<ShellParts, 'head'> {
  /** The SPA's source modules the page's first view runs, preloaded (page-modules.ts). */
  modules?: string[];
  /** The preload links of its API reads (page-fetches.ts). */
  fetchLinks?: string[];
}

/** `googleTag`: the page loads Google's tag, which its CSP then allows. */
function page(
  meta: PageMeta,
  request: Pick<DocumentRequest, 'origin' | 'path'>,
  siteName: string,
  { modules = [], fetchLinks = [], ...parts }: PageParts = {},
  googleTag = false,
): HttpReply {
  const shell = spaShell();
  const preloads = [...(modules.length > 0 ? preloadLinks(shell, spaManifest(), modules) : []), ...fetchLinks];
  const head = headTags(meta, { origin: request.origin, path: request.path, siteName });
  return html(meta.status, renderShell(shell, { ...parts, head, preloads }), DOCUMENT_CACHE, policyHeaders(request.origin, googleTag));
}

const hostnameOf = (host: string) => host.replace(/:\d+$/, '');

const isMainHost = (request: DocumentRequest) => mainHosts().map(hostnameOf).includes(request.hostname);

async function answer(request: DocumentRequest): Promise<HttpReply> {
  const mainHost = isMainHost(request);
  const [first] = request.segments;
  if (request.segments.length === 1 && first === 'robots.txt') return text('text/plain', robotsTxt(request.origin, mainHost));
  if (request.segments.length === 1 && first === 'sitemap.xml') {
    const paths = await sitemapPaths(request.hostname, mainHost);
    return paths ? text('application/xml', sitemapXml(request.origin, paths)) : page(notFoundMeta, request, documentTexts.siteName);
  }
  const modules = pageModules(mainHost, request.segments);
  const fetchLinks = fetchPreloadLinks(request.segments);
  if (mainHost) {
    const reads = documentReads();
    const [meta, data, googleTag] = await Promise.all([
      platformPageMeta(request.segments, reads),
      platformPageData(request.segments, Date.now(), reads),
      mainHostGoogleTag(request.segments),
    ]);
    return page(meta, request, documentTexts.siteName, { modules, fetchLinks, data }, googleTag);
  }
  const organizer = await organizerDocument(request.hostname, request.segments);
  if (!organizer) return page(notFoundMeta, request, documentTexts.siteName);
  const { meta, siteName, ...parts } = organizer;
  const googleTag = await organizerGoogleTag({ eventId: organizer.data.hosted.eventId, gaId: organizer.data.hosted.event.gaId }, request.segments);
  return page(meta, request, siteName, { ...parts, modules, fetchLinks }, googleTag);
}

export const handler = httpHandler(async (event) => {
  const request = documentRequestOf(event);
  if (!request) return page(notFoundMeta, { origin: `https://${mainHosts()[0]}`, path: '/' }, documentTexts.siteName);
  try {
    return await answer(request);
  } catch (error) {
    logger.error('Document fell back to the plain shell', error as Error);
    return html(200, spaShell(), 'no-store', policyHeaders(request.origin, hostLoadsGoogleTag(isMainHost(request))));
  }
});

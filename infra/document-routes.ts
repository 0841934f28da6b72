// Which paths are pages, whose HTML document the documents route makes (docs/sites.md 'Documents'),
// and how a page's request is addressed to it: CloudFront's behaviours and edge function
// (site-behaviours.ts, edge-functions.ts) and the local cloud's public port (local/site.ts) follow it.

/** The API route every page's document comes from (lambdas/documents/get-document.ts). */
export const DOCUMENTS_PATH = '/api/documents/';

/** Each host's robots.txt and sitemap.xml are documents too; every other path with a dot is a file of the SPA. */
export const DOCUMENT_FILES = ['/robots.txt', '/sitemap.xml'] as const;

export const isDocumentPath = (path: string) => (DOCUMENT_FILES as readonly string[]).includes(path) || !path.includes('.');

/** The documents route's address for a page: the host in the path, the page's path (as received) as `?path=`. */
export const documentUrl = (host: string, path: string) =>
  `${DOCUMENTS_PATH}${encodeURIComponent(host.toLowerCase())}?path=${encodeURIComponent(path)}`;

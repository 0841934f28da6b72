// The built SPA, served as CloudFront serves it (infra/document-routes.ts): pages (paths without a dot,
// robots.txt, sitemap.xml) to the documents route, as the default behaviour sends them; other paths
// are the SPA's files, and a missing one is a 404, unless its last segment has no dot (the plain shell).
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { isDocumentPath } from '../document-routes';
import { send, splitUrl } from './http-io';
import type { RequestHandler } from './public-server';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
};

// Vite puts content-hashed files under /assets; everything else may change between builds.
function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return path.endsWith('.html') ? 'no-cache' : 'public, max-age=300';
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then((found) => found.isFile(), () => false);
}

function decodedPath(req: IncomingMessage): string | undefined {
  try {
    return decodeURIComponent(splitUrl(req).path);
  } catch {
    return undefined;
  }
}

/** `documents`: how the public port answers a page, the documents route of the gateway. */
export function createStaticSite(webDist: string, documents: RequestHandler) {
  const root = resolve(webDist);
  const indexFile = join(root, 'index.html');

  async function sendFile(res: ServerResponse, file: string, urlPath: string): Promise<void> {
    send(res, 200, await readFile(file), {
      'content-type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': cacheControlFor(urlPath),
    });
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, '', { allow: 'GET, HEAD' });
    if (isDocumentPath(splitUrl(req).path)) return documents(req, res);
    const path = decodedPath(req);
    if (path === undefined) return send(res, 400, 'Bad Request');
    const file = resolve(root, `.${path}`);
    if (file !== root && !file.startsWith(root + sep)) return send(res, 404, 'Not Found');
    if (await isFile(file)) return sendFile(res, file, path);
    // A missing file (a hashed asset of an old build, say) answered with HTML would break its page.
    if (path.slice(path.lastIndexOf('/')).includes('.')) return send(res, 404, 'Not Found');
    if (!(await isFile(indexFile))) {
      return send(res, 503, 'La aplicación web no está construida: ejecuta npm run build:web', {
        'content-type': 'text/plain; charset=utf-8',
      });
    }
    return sendFile(res, indexFile, '/index.html');
  };
}

// The built SPA, served as CloudFront serves it: real files when they exist, index.html for every
// other path on every host (the SPA itself decides what a host shows).
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { send, splitUrl } from './http-io';

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

export function createStaticSite(webDist: string) {
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
    const path = decodedPath(req);
    if (path === undefined) return send(res, 400, 'Bad Request');
    const file = resolve(root, `.${path}`);
    if (file !== root && !file.startsWith(root + sep)) return send(res, 404, 'Not Found');
    if (await isFile(file)) return sendFile(res, file, path);
    // A missing hashed asset is a stale page asking for an old build: answering HTML would break it.
    if (path.startsWith('/assets/')) return send(res, 404, 'Not Found');
    if (!(await isFile(indexFile))) {
      return send(res, 503, 'La aplicación web no está construida: ejecuta npm run build:web', {
        'content-type': 'text/plain; charset=utf-8',
      });
    }
    return sendFile(res, indexFile, '/index.html');
  };
}

// CloudFront Functions (viewer request) of the site's behaviours.
import { Function as EdgeFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { edgeHeaders } from '@shared/core/edge-headers';
import { DOCUMENTS_PATH } from './document-routes';

function viewerRequest(scope: Construct, id: string, body: string): EdgeFunction {
  const code = `function handler(event) {\n  var request = event.request;\n${body}\n  return request;\n}`;
  return new EdgeFunction(scope, id, { code: FunctionCode.fromInline(code), runtime: FunctionRuntime.JS_2_0 });
}

/** Paths with a dot whose last segment has none (`/a.b/c`) get the plain SPA shell; files keep their real status codes. */
export function spaRoutes(scope: Construct): EdgeFunction {
  return viewerRequest(
    scope,
    'SpaRoutes',
    "  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);\n" +
      "  if (last.indexOf('.') === -1) request.uri = '/index.html';",
  );
}

/** The site serves media under /media/; the media bucket keys have no such prefix. */
export function mediaKeys(scope: Construct): EdgeFunction {
  return viewerRequest(scope, 'MediaKeys', "  request.uri = request.uri.replace(/^\\/media\\//, '/');");
}

/** Sets the headers viewerHeaders describes. */
const viewerHeaderLines =
  `  request.headers['${edgeHeaders.forwardedHost}'] = { value: request.headers.host.value };\n` +
  `  request.headers['${edgeHeaders.viewerIp}'] = { value: event.viewer.ip };`;

/**
 * Pages (document-routes.ts: paths without a dot, robots.txt, sitemap.xml) go to the documents route as
 * documentUrl addresses them, the page's path as the only query parameter, so CloudFront caches one
 * document per host and page whatever query the visitor added (docs/sites.md 'Documents').
 */
export function documentRoutes(scope: Construct): EdgeFunction {
  return viewerRequest(
    scope,
    'DocumentRoutes',
    `${viewerHeaderLines}\n` +
      '  request.querystring = { path: { value: encodeURIComponent(request.uri) } };\n' +
      `  request.uri = '${DOCUMENTS_PATH}' + encodeURIComponent(request.headers.host.value.toLowerCase());`,
  );
}

/**
 * What CloudFront saw of the viewer, for the API: the host the visitor typed (API Gateway sees the
 * origin's host) and the viewer's address (API Gateway sees CloudFront's), each overwriting a header
 * of the same name the visitor may have sent.
 */
export function viewerHeaders(scope: Construct): EdgeFunction {
  return viewerRequest(scope, 'ViewerHeaders', viewerHeaderLines);
}

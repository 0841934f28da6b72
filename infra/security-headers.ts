// The security headers of every answer the site gives, CSP included: CloudFront's response headers
// policy (web-hosting.ts) and the local cloud's public port (local/site.ts) both send these values.
import type { RuntimeConfig } from '@shared/core/runtime-config';

export interface SiteSources {
  /** Cognito's endpoint when it is not the site itself (AWS's regional one); locally it is /cognito. */
  cognitoSource?: string;
  /** Where the live page's WebSocket connects (wss://… in AWS, ws://… locally). */
  webSocketSource: string;
  /** Where the browser PUTs profile photos (the uploads bucket's presigned URLs). */
  uploadsSource: string;
  payments: RuntimeConfig['payments']['provider'];
}

/** Conekta.js, from its CDN, tokenizes cards against Conekta's API. */
const conekta = { scripts: ['https://cdn.conekta.io'], connects: ['https://api.conekta.io'] };
const metaPixel = { scripts: ['https://connect.facebook.net'], connects: ['https://www.facebook.com'] };
const googleTag = {
  scripts: ['https://www.googletagmanager.com'],
  connects: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
};

/** The tags are always allowed: besides the platform's ids, each event may name its own, set by its organizer at any time. */
function thirdParties(sources: SiteSources) {
  return [...(sources.payments === 'conekta' ? [conekta] : []), metaPixel, googleTag];
}

export function contentSecurityPolicy(sources: SiteSources): string {
  const parties = thirdParties(sources);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...parties.flatMap((party) => party.scripts)],
    // Amplify UI's theme is a <style> element it writes at run time.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Event logos, product images and convocatoria pictures are links organizers give; the photo
    // editor, certificates and QR codes draw into data: and blob: URLs.
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    // A finish video is a YouTube id (embedded) or a video file at any https address.
    ['media-src', "'self'", 'blob:', 'https:'],
    // Finish videos and organizer-web video sections: YouTube (no-cookie) and Vimeo players only.
    ['frame-src', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    ['font-src', "'self'", 'data:'],
    [
      'connect-src',
      "'self'",
      ...(sources.cognitoSource ? [sources.cognitoSource] : []),
      sources.webSocketSource,
      sources.uploadsSource,
      ...parties.flatMap((party) => party.connects),
    ],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The headers besides the CSP, as CloudFront's policy types them. */
export const fixedSecurityHeaders = {
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  /** Two years, subdomains included (HTTPS only: browsers ignore it on the local cloud's http). */
  hstsMaxAgeSeconds: 63_072_000,
  permissionsPolicy:
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
} as const;

/** Every security header by name, as an HTTP server sends them. */
export function securityHeaders(sources: SiteSources) {
  return {
    'content-security-policy': contentSecurityPolicy(sources),
    'x-content-type-options': 'nosniff',
    'x-frame-options': fixedSecurityHeaders.frameOptions,
    'referrer-policy': fixedSecurityHeaders.referrerPolicy,
    'strict-transport-security': `max-age=${fixedSecurityHeaders.hstsMaxAgeSeconds}; includeSubDomains`,
    'permissions-policy': fixedSecurityHeaders.permissionsPolicy,
  };
}

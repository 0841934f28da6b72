// The site's Content-Security-Policy (docs/security.md 'The edge'), from where the site's own services
// answer. CloudFront's response headers policy and the local public port send it, without Google's
// tag, with every answer; a page's document (lambdas/documents) sends its own, with Google's tag
// allowed only where the page's event or the platform names an analytics id. The tag's host serves any
// container anyone publishes, so allowing it where no id is configured would only let injected markup
// load script.
import type { RuntimeConfig } from './runtime-config';

export interface SiteSources {
  /** Cognito's endpoint when it is not the site itself (AWS's regional one); locally it is /cognito. */
  cognitoSource?: string;
  /** Where the live page's WebSocket connects (wss://… in AWS, ws://… locally). */
  webSocketSource: string;
  /** Where the browser PUTs profile photos (the uploads bucket's presigned URLs). */
  uploadsSource: string;
  payments: RuntimeConfig['payments']['provider'];
}

/** Which third-party tags the page may load besides the site's own scripts. */
export interface PageTags {
  googleTag: boolean;
}

interface ThirdParty {
  scripts: string[];
  connects: string[];
}

/** Conekta.js, from its CDN, tokenizes cards against Conekta's API. */
const conekta: ThirdParty = { scripts: ['https://cdn.conekta.io'], connects: ['https://api.conekta.io'] };
/** Meta's pixel serves only Meta's own code, so every page allows it: an event may name its pixel at any time. */
const metaPixel: ThirdParty = { scripts: ['https://connect.facebook.net'], connects: ['https://www.facebook.com'] };
const googleTag: ThirdParty = {
  scripts: ['https://www.googletagmanager.com'],
  connects: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
};

function thirdParties(sources: SiteSources, tags: PageTags): ThirdParty[] {
  return [...(sources.payments === 'conekta' ? [conekta] : []), metaPixel, ...(tags.googleTag ? [googleTag] : [])];
}

export function contentSecurityPolicy(sources: SiteSources, tags: PageTags = { googleTag: false }): string {
  const parties = thirdParties(sources, tags);
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
    // Finish videos and organizer-web video sections: YouTube (no-cookie) and Vimeo players only; and
    // the platform's own results widget, which an organizer web's results section frames.
    ['frame-src', "'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
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

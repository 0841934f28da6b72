// Advertising pixel (Meta) and analytics (Google tag). Both load only when /config.json (the
// platform's ids) or an event (its own ids) names them; without ids nothing is injected and `track`
// does nothing. Each id gets only the events sent to it, even with several pixels on the page.
import type { RuntimeConfig } from '@shared/core/runtime-config';

/** The events the spec names (docs/timing.md §7). */
export type TrackEvent =
  | 'PageView'
  | 'ViewContent'
  | 'Lead'
  | 'InitiateCheckout'
  | 'Purchase'
  | 'PurchaseFail'
  | 'Login'
  | 'sign_up';

export type TrackParams = Record<string, unknown>;

type Send = (name: TrackEvent, params: TrackParams) => void;

/** Which pixel and analytics property an event goes to. */
export type TrackingIds = RuntimeConfig['tracking'];

interface MetaPixel {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: MetaPixel;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    fbq?: (...args: unknown[]) => void;
    _fbq?: (...args: unknown[]) => void;
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

// Meta reports names outside its standard list only through 'trackCustom'.
const metaStandardEvents = new Set<TrackEvent>(['PageView', 'ViewContent', 'Lead', 'InitiateCheckout', 'Purchase']);

let platformIds: TrackingIds = {};
const metaSenders = new Map<string, Send>();
const googleSenders = new Map<string, Send>();

function loadScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** The pixel's own bootstrap: a queue that fbevents.js drains once it has loaded. */
function installMetaPixel(): MetaPixel {
  const pixel = ((...args: unknown[]) => {
    if (pixel.callMethod) pixel.callMethod(...args);
    else pixel.queue.push(args);
  }) as MetaPixel;
  pixel.queue = [];
  pixel.push = pixel;
  pixel.loaded = true;
  pixel.version = '2.0';
  window.fbq = pixel;
  window._fbq ??= pixel;
  return pixel;
}

function metaSender(pixelId: string): Send {
  if (!window.fbq) installMetaPixel();
  loadScript('https://connect.facebook.net/en_US/fbevents.js');
  window.fbq?.('init', pixelId);
  return (name, params) => window.fbq?.(metaStandardEvents.has(name) ? 'trackSingle' : 'trackSingleCustom', pixelId, name, params);
}

function googleSender(measurementId: string): Send {
  window.dataLayer ??= [];
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  window.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
  window.gtag('js', new Date());
  // Page views are sent on every route change of the SPA, not by the tag itself.
  window.gtag('config', measurementId, { send_page_view: false });
  return (name, params) => window.gtag?.('event', name === 'PageView' ? 'page_view' : name, { ...params, send_to: measurementId });
}

/** The sender of an id, set up the first time the id is used. */
function senderOf(senders: Map<string, Send>, id: string, create: (id: string) => Send): Send {
  let send = senders.get(id);
  if (!send) {
    send = create(id);
    senders.set(id, send);
  }
  return send;
}

function sendersFor(ids: TrackingIds): Send[] {
  return [
    ...(ids.pixelId ? [senderOf(metaSenders, ids.pixelId, metaSender)] : []),
    ...(ids.analyticsId ? [senderOf(googleSenders, ids.analyticsId, googleSender)] : []),
  ];
}

export function initTracking(ids: TrackingIds): void {
  platformIds = ids;
  metaSenders.clear();
  googleSenders.clear();
  sendersFor(ids);
}

/** Sends to the platform's ids, or to `ids` where they name their own pixel or analytics property. */
export function track(name: TrackEvent, params: TrackParams = {}, ids: TrackingIds = {}): void {
  trackOwn(name, params, { pixelId: ids.pixelId || platformIds.pixelId, analyticsId: ids.analyticsId || platformIds.analyticsId });
}

/** Sends to `ids` alone, never the platform's: an event web's page views, which the platform counts on its own. */
export function trackOwn(name: TrackEvent, params: TrackParams, ids: TrackingIds): void {
  for (const send of sendersFor(ids)) send(name, params);
}

// Advertising pixel (Meta) and analytics (Google tag). Both load only when /config.json names
// their ids; without ids nothing is injected and `track` does nothing.
import type { RuntimeConfig } from '../../../shared/core/runtime-config';

/** The events the spec names (§7); later features send the checkout and content ones. */
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

let senders: Send[] = [];

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
  return (name, params) => window.fbq?.(metaStandardEvents.has(name) ? 'track' : 'trackCustom', name, params);
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
  return (name, params) => window.gtag?.('event', name === 'PageView' ? 'page_view' : name, params);
}

export function initTracking(ids: RuntimeConfig['tracking']): void {
  senders = [];
  if (ids.pixelId) senders.push(metaSender(ids.pixelId));
  if (ids.analyticsId) senders.push(googleSender(ids.analyticsId));
}

export function track(name: TrackEvent, params: TrackParams = {}): void {
  for (const send of senders) send(name, params);
}

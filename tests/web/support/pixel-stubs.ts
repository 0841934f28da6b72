// Stands in for the Meta pixel (window.fbq) and the Google tag (window.gtag) before the tracking
// library loads either, and reads back what each pixel or measurement id was sent.
import { vi } from 'vitest';
import { initTracking } from '@web/lib/tracking';

export interface PixelStubs {
  /** [event, params] sent to one Meta pixel. */
  meta(pixelId: string): [string, Record<string, unknown>][];
  /** [event, params without send_to] sent to one Google measurement id. */
  google(measurementId: string): [string, Record<string, unknown>][];
}

export function stubPixels(platformIds: { pixelId?: string; analyticsId?: string } = {}): PixelStubs {
  const fbq = vi.fn();
  const gtag = vi.fn();
  window.fbq = fbq;
  window.gtag = gtag;
  initTracking(platformIds);
  return {
    meta: (pixelId) =>
      fbq.mock.calls.filter(([method, id]) => (method === 'trackSingle' || method === 'trackSingleCustom') && id === pixelId).map(([, , name, params]) => [name as string, params as Record<string, unknown>]),
    google: (measurementId) =>
      gtag.mock.calls
        .filter(([command, , params]) => command === 'event' && (params as { send_to?: string }).send_to === measurementId)
        .map(([, name, params]) => {
          const { send_to: _sendTo, ...rest } = params as Record<string, unknown>;
          return [name as string, rest];
        }),
  };
}

export function removePixels(): void {
  initTracking({});
  delete window.fbq;
  delete window._fbq;
  delete window.gtag;
  delete window.dataLayer;
  document.head.innerHTML = '';
}

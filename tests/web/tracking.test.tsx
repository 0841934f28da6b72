import { afterEach, describe, expect, it } from 'vitest';
import { initTracking, track } from '../../web/src/lib/tracking';

function scriptSources(): string[] {
  return [...document.querySelectorAll('script')].map((script) => script.src);
}

/** What gtag.js would read: each data-layer entry is an `arguments` object. */
function dataLayerEntries(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function pixelQueue(): unknown[] {
  return (window.fbq as unknown as { queue: unknown[] }).queue;
}

describe('tracking', () => {
  afterEach(() => {
    initTracking({});
    document.head.innerHTML = '';
    delete window.fbq;
    delete window._fbq;
    delete window.gtag;
    delete window.dataLayer;
  });

  it('does nothing at all without ids: no script, no global', () => {
    initTracking({});
    track('PageView');
    track('Login');

    expect(scriptSources()).toEqual([]);
    expect(window.fbq).toBeUndefined();
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads the Meta pixel and sends standard and custom events with a pixel id', () => {
    initTracking({ pixelId: '123456' });
    track('PageView', { page_path: '/' });
    track('Login');

    expect(scriptSources()).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect(pixelQueue()).toEqual([
      ['init', '123456'],
      ['track', 'PageView', { page_path: '/' }],
      ['trackCustom', 'Login', {}],
    ]);
    expect(window.gtag).toBeUndefined();
  });

  it('loads gtag.js and sends events with an analytics id', () => {
    initTracking({ analyticsId: 'G-TEST1' });
    track('PageView', { page_path: '/registro' });
    track('sign_up');

    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1']);
    const entries = dataLayerEntries();
    expect(entries[0]?.[0]).toBe('js');
    expect(entries.slice(1)).toEqual([
      ['config', 'G-TEST1', { send_page_view: false }],
      ['event', 'page_view', { page_path: '/registro' }],
      ['event', 'sign_up', {}],
    ]);
    expect(window.fbq).toBeUndefined();
  });

  it('sends every event to both services when both ids are set', () => {
    initTracking({ pixelId: '123456', analyticsId: 'G-TEST1' });
    track('Login');

    expect(pixelQueue()).toContainEqual(['trackCustom', 'Login', {}]);
    expect(dataLayerEntries()).toContainEqual(['event', 'Login', {}]);
  });
});

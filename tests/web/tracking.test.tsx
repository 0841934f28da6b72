import { afterEach, describe, expect, it } from 'vitest';
import { initTracking, track, trackOwn } from '@web/lib/tracking';

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
      ['trackSingle', '123456', 'PageView', { page_path: '/' }],
      ['trackSingleCustom', '123456', 'Login', {}],
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
      ['event', 'page_view', { page_path: '/registro', send_to: 'G-TEST1' }],
      ['event', 'sign_up', { send_to: 'G-TEST1' }],
    ]);
    expect(window.fbq).toBeUndefined();
  });

  it('sends every event to both services when both ids are set', () => {
    initTracking({ pixelId: '123456', analyticsId: 'G-TEST1' });
    track('Login');

    expect(pixelQueue()).toContainEqual(['trackSingleCustom', '123456', 'Login', {}]);
    expect(dataLayerEntries()).toContainEqual(['event', 'Login', { send_to: 'G-TEST1' }]);
  });

  it("sends to an event's own ids instead of the platform's, and the platform's events stay the platform's", () => {
    initTracking({ pixelId: '123456', analyticsId: 'G-TEST1' });
    track('Lead', { label: 'evento_7' }, { pixelId: '999999', analyticsId: 'G-EVENT7' });
    track('PageView');

    expect(scriptSources()).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1',
      'https://www.googletagmanager.com/gtag/js?id=G-EVENT7',
    ]);
    expect(pixelQueue()).toEqual([
      ['init', '123456'],
      ['init', '999999'],
      ['trackSingle', '999999', 'Lead', { label: 'evento_7' }],
      ['trackSingle', '123456', 'PageView', {}],
    ]);
    const events = dataLayerEntries().filter((entry) => entry[0] === 'event');
    expect(events).toEqual([
      ['event', 'Lead', { label: 'evento_7', send_to: 'G-EVENT7' }],
      ['event', 'page_view', { send_to: 'G-TEST1' }],
    ]);
  });

  it("sends trackOwn to the ids given alone, never falling back on the platform's", () => {
    initTracking({ pixelId: '123456', analyticsId: 'G-TEST1' });
    trackOwn('PageView', { label: 'evento_7' }, { pixelId: '999999' });

    expect(pixelQueue()).toEqual([['init', '123456'], ['init', '999999'], ['trackSingle', '999999', 'PageView', { label: 'evento_7' }]]);
    expect(dataLayerEntries().filter((entry) => entry[0] === 'event')).toEqual([]);
  });

  it("uses the platform's id for whichever service the event names none", () => {
    initTracking({ pixelId: '123456' });
    track('Purchase', { value: 10 }, { analyticsId: 'G-EVENT7' });

    expect(pixelQueue()).toContainEqual(['trackSingle', '123456', 'Purchase', { value: 10 }]);
    expect(dataLayerEntries()).toContainEqual(['event', 'Purchase', { value: 10, send_to: 'G-EVENT7' }]);
  });
});

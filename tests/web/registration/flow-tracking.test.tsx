import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackLead, trackPurchase } from '@web/features/registration/flow-tracking';
import { track } from '@web/lib/tracking';
import { anEvent } from '../events-console/event-fixtures';

vi.mock('@web/lib/tracking', () => ({ track: vi.fn(), initTracking: vi.fn() }));

describe("registration tracking: the event's own ids", () => {
  afterEach(() => vi.mocked(track).mockClear());

  it('sends Lead and Purchase to the pixel and analytics ids the event names', () => {
    const event = anEvent({ facebookPixel: '998877665544', gaId: 'G-EVENT7' });

    trackLead(event, 'direct');
    trackPurchase(event, 'direct', { moneda: 'MXN', lines: [{ quantity: 2, unit_price: 25_000 }] } as Parameters<typeof trackPurchase>[2]);

    const ids = { pixelId: '998877665544', analyticsId: 'G-EVENT7' };
    expect(track).toHaveBeenCalledWith('Lead', { label: 'evento_7', tkl: 'direct', event_name: 'Medio Maratón de la Ciudad' }, ids);
    expect(track).toHaveBeenCalledWith('Purchase', expect.objectContaining({ value: 500, currency: 'MXN' }), ids);
  });
});

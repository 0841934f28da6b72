// One event's tracking events (docs/registration.md §1, docs/platform.md §7): each carries a label, the
// tracking link (or 'direct') and the event's name, and goes to the event's own pixel and analytics
// ids (the platform's where the event names none).
import type { Order } from '@shared/registration/order-total';
import type { EventSummary } from '@shared/results/event-schemas';
import { eventoIndex } from './event-paths';
import { track, type TrackEvent, type TrackingIds, type TrackParams } from './tracking';

export type TrackedEvent = Pick<EventSummary, 'iDEvento' | 'nombreEvento' | 'facebookPixel' | 'gaId'>;

export const eventTrackingIds = (event: TrackedEvent): TrackingIds => ({ pixelId: event.facebookPixel, analyticsId: event.gaId });

export const eventParams = (event: TrackedEvent, tkl: string): TrackParams => ({ label: eventoIndex(event.iDEvento), tkl, event_name: event.nombreEvento });

export function trackEvent(name: TrackEvent, event: TrackedEvent, tkl: string, extra: TrackParams = {}): void {
  track(name, { ...eventParams(event, tkl), ...extra }, eventTrackingIds(event));
}

/** value: the sum of quantity × unit_price over the order, in currency units as the pixels expect. */
export function orderValue(order: Pick<Order, 'lines' | 'moneda'>): TrackParams {
  const cents = order.lines.reduce((sum, line) => sum + line.quantity * line.unit_price, 0);
  return { value: cents / 100, currency: order.moneda };
}

// The registration's Lead and Purchase events (spec §1, §9): a label, the tracking link and the event
// name, sent to the event's own pixel and analytics ids when it has them.
import type { Order } from '../../../../shared/registration/order-total';
import type { EventSummary } from '../../../../shared/results/event-schemas';
import { track, type TrackingIds } from '../../lib/tracking';

const eventParams = (event: EventSummary, tkl: string) => ({ label: `evento_${event.iDEvento}`, tkl, event_name: event.nombreEvento });

const eventIds = (event: EventSummary): TrackingIds => ({ pixelId: event.facebookPixel, analyticsId: event.gaId });

export function trackLead(event: EventSummary, tkl: string): void {
  track('Lead', eventParams(event, tkl), eventIds(event));
}

/** value: the sum of quantity × unit_price over the order, in currency units as the pixels expect. */
export function trackPurchase(event: EventSummary, tkl: string, order: Order): void {
  const cents = order.lines.reduce((sum, line) => sum + line.quantity * line.unit_price, 0);
  track('Purchase', { ...eventParams(event, tkl), value: cents / 100, currency: order.moneda }, eventIds(event));
}

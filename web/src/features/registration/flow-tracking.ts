// The registration flow's tracking events (docs/registration.md §1, docs/platform.md §7): ViewContent
// when the flow opens, Lead on data confirmation, InitiateCheckout when the payment step opens,
// Purchase once paid and PurchaseFail when a payment is refused, each with the event's own ids.
import type { Order } from '@shared/registration/order-total';
import { orderValue, trackEvent, type TrackedEvent } from '@web/lib/event-tracking';

export const trackViewContent = (event: TrackedEvent, tkl: string) => trackEvent('ViewContent', event, tkl);

export const trackLead = (event: TrackedEvent, tkl: string) => trackEvent('Lead', event, tkl);

export const trackInitiateCheckout = (event: TrackedEvent, tkl: string, order: Order) => trackEvent('InitiateCheckout', event, tkl, orderValue(order));

export const trackPurchase = (event: TrackedEvent, tkl: string, order: Order) => trackEvent('Purchase', event, tkl, orderValue(order));

/** code: the API's code for the refusal (PAYMENT_FAILED, SOLD_OUT, …); nothing of the card. */
export const trackPurchaseFail = (event: TrackedEvent, tkl: string, order: Order, code: string) => trackEvent('PurchaseFail', event, tkl, { ...orderValue(order), error_code: code });

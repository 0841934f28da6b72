// The event a console or public route addresses: `{eventId}` in its path.
import { eventApiMessages } from '@shared/results/results-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';

export const eventNotFound = () => new HttpError(404, 'EVENT_NOT_FOUND', eventApiMessages.eventNotFound);

/** The event id of the path; anything that is not one (`abc`, `0`, `007`) names no event. */
export function eventIdOf(event: HttpEvent): number {
  const raw = event.pathParameters?.eventId ?? '';
  if (!/^[1-9]\d{0,11}$/.test(raw)) throw eventNotFound();
  return Number(raw);
}

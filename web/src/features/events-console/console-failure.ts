import { eventApiMessages } from '@shared/results/results-texts';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';

/** 403 on a console route: the caller has no role on this event (and is not an admin). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

export function consoleFailure(error: unknown): string {
  return isForbidden(error) ? eventApiMessages.notAuthorizedForEvent : errorMessage(error);
}

// What every route of an athlete's changes starts with: the change its path names (its random id is
// the credential of the payer's link), and the event's registration data with its rules.
import { changeIdSchema } from '@shared/registration/change-api';
import { changeApiMessages } from '@shared/registration/change-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';
import type { RegistrationChangeItem } from '@lambdas/data/registration-change-entity';
import { currentRegistration } from '../form/registration-context';
import type { ChangeContext } from './change-plan';
import { getChange } from './changes-repository';

export const changeNotFound = () => new HttpError(404, 'CHANGE_NOT_FOUND', changeApiMessages.changeNotFound);

/** The change of the path; 404 for an id that is not one, or that names no change of the event. */
export async function changeOf(event: HttpEvent, eventId: number, options: { consistent?: boolean } = {}): Promise<RegistrationChangeItem> {
  const parsed = changeIdSchema.safeParse(event.pathParameters?.cambioId ?? '');
  if (!parsed.success) throw changeNotFound();
  const change = await getChange(eventId, parsed.data, options);
  if (!change) throw changeNotFound();
  return change;
}

/** The event's registration data; an event without a registry configuration allows no change. */
export async function changeContext(eventId: number): Promise<ChangeContext> {
  const { event, modalidades, config, held } = await currentRegistration(eventId);
  if (!config) throw new HttpError(409, 'CHANGE_NOT_ALLOWED', changeApiMessages.notAllowed);
  return { event, modalidades, config, held };
}

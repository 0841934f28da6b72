// The registrant fields hidden from the staff member reading or changing them (docs/registrant-admin.md
// §6): nothing for an admin or a master, otherwise what the event's forms hide from its profile.
import type { EventAccess } from '@shared/registration/admin-permissions';
import { seesEveryField } from '@shared/registration/form-audience';
import { hiddenFields, NOTHING_HIDDEN, type HiddenFields } from '@shared/registration/hidden-fields';
import { currentRegistration } from '../form/registration-context';

export async function callerHiddenFields({ eventId, access }: { eventId: number; access: EventAccess }): Promise<HiddenFields> {
  if (seesEveryField(access)) return NOTHING_HIDDEN;
  const { config, modalidades } = await currentRegistration(eventId);
  return config ? hiddenFields(config, modalidades, access) : NOTHING_HIDDEN;
}

// The staff's changes of demo-staff-script.ts made through the admin API, each on the revision the
// staff member just read, and each a no-op when a start that resumes finds it made already.
import type { RegistrantChange, RegistrantDetail } from '@shared/registration/registrant-admin-api';
import { CHANGE_ACTIONS } from '@shared/registration/registrant-changes';
import type { StaffAction, StaffMember } from './demo-staff-script';
import type { SeedApi } from './seed-api';

export interface StaffCalls {
  eventId: number;
  staff: Record<StaffMember, SeedApi>;
  registroIdOf(index: number): Promise<string>;
}

export async function applyStaffAction({ eventId, staff, registroIdOf }: StaffCalls, action: StaffAction): Promise<void> {
  const api = staff[action.by];
  const path = `/api/events/${eventId}/registrants/${await registroIdOf(action.index)}`;
  const detail = await api.call<RegistrantDetail>('GET', path);
  const setDeleted = async (borrado: boolean, revision: number) => (await api.call<RegistrantChange>('PUT', `${path}/deletion`, { revision, borrado })).registrant;
  const deleted = async () => (detail.borrado ? detail : setDeleted(true, detail.revision));
  switch (action.kind) {
    case 'edit':
      await api.call('PATCH', path, { ...action.edit, revision: detail.revision });
      return;
    case 'move':
      await api.call('PUT', `${path}/selection`, { ...action.to, revision: detail.revision });
      return;
    case 'delete':
      await deleted();
      return;
    case 'restore':
      if (detail.changesRegistry.some((entry) => entry.action === CHANGE_ACTIONS.reversaBorrado)) return;
      await setDeleted(false, (await deleted()).revision);
      return;
    case 'release':
      if (detail.liberado) return;
      await api.call('POST', `${path}/folio-release`, { revision: (await deleted()).revision });
      return;
    case 'resend':
      await api.call('POST', `${path}/confirmation-mail`);
  }
}

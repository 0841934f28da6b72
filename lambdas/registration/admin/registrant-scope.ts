// Whose registrants an admin read covers: every registrant of the event, or only those one staff
// user registered (an inscriptor sees only its own, docs/registrant-admin.md §6).
import { seesOnlyOwn, type AdminAction, type EventAccess } from '@shared/registration/admin-permissions';
import type { Caller } from '@lambdas/core/caller';
import { requirePermission } from '@lambdas/events/event-access';

export interface RegistrantScope {
  eventId: number;
  /** Absent: every registrant. */
  usuarioRegistra?: string;
}

/** The key a scope's stored Dashboard goes under. */
export const scopeKey = ({ usuarioRegistra }: RegistrantScope) => (usuarioRegistra === undefined ? 'todos' : `usuario#${usuarioRegistra}`);

export const scopeOf = (eventId: number, key: string): RegistrantScope => (key.startsWith('usuario#') ? { eventId, usuarioRegistra: key.slice('usuario#'.length) } : { eventId });

/** 403 unless the caller may take the action; its standing and the registrants it sees. */
export async function callerScope(caller: Caller, eventId: number, action: AdminAction): Promise<{ access: EventAccess; scope: RegistrantScope }> {
  const access = await requirePermission(caller, eventId, action);
  return { access, scope: seesOnlyOwn(access) ? { eventId, usuarioRegistra: caller.userId } : { eventId } };
}

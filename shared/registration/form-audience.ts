// Who fills a registration form (docs/registration.md §3 Form field definition and Extra product, §5 Generic form
// rules, docs/registrant-admin.md §6): the public online, or staff at the desk with their standing on the event. Fields and
// products can be hidden from each audience by their flags; the platform's admins and an event's
// masters see everything.
import type { EventAccess } from './admin-permissions';

export type FormAudience = 'publico' | EventAccess;

/** The visibility flags of a form field; a product carries only hideInPublic. */
interface AudienceFlags {
  hideInPublic: boolean;
  hideInscriptor?: boolean;
  hideMasterCliente?: boolean;
  hideMasterOrganizador?: boolean;
}

/** The platform's admins and an event's masters: no flag hides a field or a product from them. */
export const seesEveryField = (audience: FormAudience): audience is 'master' | 'admin' => audience === 'master' || audience === 'admin';

export function isHiddenFrom(item: AudienceFlags, audience: FormAudience): boolean {
  if (seesEveryField(audience)) return false;
  switch (audience) {
    case 'publico':
      return item.hideInPublic;
    case 'inscriptor':
      return item.hideInscriptor === true;
    case 'MasterCliente':
      return item.hideMasterCliente === true;
    case 'MasterOrganizador':
      return item.hideMasterOrganizador === true;
    // A cronometrista registers nobody (the admin matrix): no form is theirs to fill.
    case 'cronometrista':
      return true;
  }
}

/** Staff register at the desk: the order there carries no online fee. */
export const registersAtDesk = (audience: FormAudience): boolean => audience !== 'publico';

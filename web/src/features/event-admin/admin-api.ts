// The admin area's calls (infra/routes.ts): the caller's standing, the registrants and staff changes
// to them, deleted folios and authorized users. The API checks the admin matrix on every call.
import type { MyEventAccess } from '@shared/registration/admin-permissions';
import type { Authorization, AuthorizedUser, DeletedFolio, RegistrantChange, RegistrantDetail, RegistrantFilter, RegistrantPage, SelectionChange, FieldEdit } from '@shared/registration/registrant-admin-api';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import { apiRequest } from '@web/lib/api-client';

export const myAccessKey = (eventId: number) => ['my-access', eventId] as const;
export const registrantsKey = (eventId: number) => ['registrants', eventId] as const;
export const registrantKey = (eventId: number, registroId: string) => ['registrant', eventId, registroId] as const;
export const deletedFoliosKey = (eventId: number) => ['deleted-folios', eventId] as const;
export const authorizedUsersKey = (eventId: number) => ['authorized-users', eventId] as const;
export const adminConfigKey = (eventId: number) => ['admin-registry-config', eventId] as const;

const base = (eventId: number) => `/api/events/${eventId}`;
const registrantPath = (eventId: number, registroId: string) => `${base(eventId)}/registrants/${encodeURIComponent(registroId)}`;

export const fetchMyAccess = (eventId: number) => apiRequest<MyEventAccess>(`${base(eventId)}/my-access`);

export const fetchRegistryConfig = (eventId: number) => apiRequest<RegistryConfig>(`${base(eventId)}/registration-config`);

export function fetchRegistrants(eventId: number, filtro: RegistrantFilter, q: string, antes?: string): Promise<RegistrantPage> {
  const params = new URLSearchParams({ filtro: String(filtro) });
  if (q) params.set('q', q);
  if (antes) params.set('antes', antes);
  return apiRequest<RegistrantPage>(`${base(eventId)}/registrants?${params.toString()}`);
}

export const fetchRegistrant = (eventId: number, registroId: string) => apiRequest<RegistrantDetail>(registrantPath(eventId, registroId));

export const editRegistrant = (eventId: number, registroId: string, edit: FieldEdit) =>
  apiRequest<RegistrantChange>(registrantPath(eventId, registroId), { method: 'PATCH', body: edit });

export const moveRegistrant = (eventId: number, registroId: string, change: SelectionChange) =>
  apiRequest<RegistrantChange>(`${registrantPath(eventId, registroId)}/selection`, { method: 'PUT', body: change });

export const setDeletion = (eventId: number, registroId: string, revision: number, borrado: boolean) =>
  apiRequest<RegistrantChange>(`${registrantPath(eventId, registroId)}/deletion`, { method: 'PUT', body: { revision, borrado } });

export const releaseFolio = (eventId: number, registroId: string, revision: number) =>
  apiRequest<RegistrantChange>(`${registrantPath(eventId, registroId)}/folio-release`, { method: 'POST', body: { revision } });

export const undoRegistrationChange = (eventId: number, registroId: string, cambioId: string, revision: number) =>
  apiRequest<RegistrantChange>(`${registrantPath(eventId, registroId)}/changes/${encodeURIComponent(cambioId)}/undo`, { method: 'POST', body: { revision } });

export const resendConfirmation = (eventId: number, registroId: string) =>
  apiRequest<RegistrantChange>(`${registrantPath(eventId, registroId)}/confirmation-mail`, { method: 'POST', body: {} });

export async function fetchDeletedFolios(eventId: number): Promise<DeletedFolio[]> {
  return (await apiRequest<{ folios: DeletedFolio[] }>(`${base(eventId)}/deleted-folios`)).folios;
}

export async function fetchAuthorizedUsers(eventId: number): Promise<AuthorizedUser[]> {
  return (await apiRequest<{ users: AuthorizedUser[] }>(`${base(eventId)}/authorized-users`)).users;
}

export async function authorizeUser(eventId: number, authorization: Authorization): Promise<AuthorizedUser[]> {
  return (await apiRequest<{ users: AuthorizedUser[] }>(`${base(eventId)}/authorized-users`, { method: 'PUT', body: authorization })).users;
}

export async function revokeAuthorization(eventId: number, correo: string): Promise<AuthorizedUser[]> {
  return (await apiRequest<{ users: AuthorizedUser[] }>(`${base(eventId)}/authorized-users/${encodeURIComponent(correo)}`, { method: 'DELETE' })).users;
}

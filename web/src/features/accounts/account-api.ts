// The account routes of the HTTP API (infra/routes.ts), typed by the shared contracts.
import type {
  PhotoUploadRequest,
  PhotoUploadTicket,
  Profile,
  ProfileUpdate,
  SignUpRequest,
} from '@shared/accounts/account-schemas';
import { apiRequest } from '@web/lib/api-client';

export function createAccount(request: SignUpRequest): Promise<Profile> {
  return apiRequest<Profile>('/api/accounts', { method: 'POST', body: request, signedIn: false });
}

export function updateMyProfile(update: ProfileUpdate): Promise<Profile> {
  return apiRequest<Profile>('/api/me', { method: 'PUT', body: update });
}

export function requestPhotoUpload(request: PhotoUploadRequest): Promise<PhotoUploadTicket> {
  return apiRequest<PhotoUploadTicket>('/api/me/photo-upload', { method: 'POST', body: request });
}

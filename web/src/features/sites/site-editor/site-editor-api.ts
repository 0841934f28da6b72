// The organizer-web editor's calls (docs/sites.md): the draft, its publication, its images and the hosts.
import type { SiteImageStatus, SiteImageUploadRequest, SiteImageUploadTicket } from '@shared/media/site-image';
import type { AddHostRequest, SiteEditorView, SiteHostView } from '@shared/sites/site-api';
import type { SiteContent } from '@shared/sites/site-schema';
import { apiRequest } from '@web/lib/api-client';

export const siteEditorKey = (eventId: number) => ['site-editor', eventId] as const;

const base = (eventId: number) => `/api/events/${eventId}/site`;
const hostPath = (eventId: number, host: string) => `${base(eventId)}/hosts/${encodeURIComponent(host)}`;

export const fetchSiteEditor = (eventId: number) => apiRequest<SiteEditorView>(base(eventId));

export const saveSiteDraft = (eventId: number, revision: number, content: SiteContent) =>
  apiRequest<{ revision: number }>(base(eventId), { method: 'PUT', body: { revision, content } });

export const publishSite = (eventId: number, revision: number) =>
  apiRequest<unknown>(`${base(eventId)}/publication`, { method: 'POST', body: { revision } });

export const addSiteHost = (eventId: number, request: AddHostRequest) =>
  apiRequest<SiteHostView>(`${base(eventId)}/hosts`, { method: 'POST', body: request });

export const verifySiteHost = (eventId: number, host: string) =>
  apiRequest<SiteHostView>(`${hostPath(eventId, host)}/verification`, { method: 'POST', body: {} });

export const removeSiteHost = (eventId: number, host: string) => apiRequest<unknown>(hostPath(eventId, host), { method: 'DELETE' });

export const requestSiteImageUpload = (eventId: number, request: SiteImageUploadRequest) =>
  apiRequest<SiteImageUploadTicket>(`${base(eventId)}/image-uploads`, { method: 'POST', body: request });

/** imageId: the last part of the ticket's upload key. */
export const fetchSiteImageStatus = (eventId: number, imageId: string) =>
  apiRequest<SiteImageStatus>(`${base(eventId)}/image-uploads/${encodeURIComponent(imageId)}`);

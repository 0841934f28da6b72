// The Dashboard, tracking-link and registrant-report routes of the HTTP API (infra/routes.ts); the API
// checks the caller's role on the event and narrows an inscriptor to its own registrations.
import type { ReportTipo } from '@shared/registration/registrant-report';
import type { DashboardView, ReportProgress, RequestedReport } from '@shared/registration/report-api';
import type { TrackingLinksView } from '@shared/registration/tracking-links';
import { apiRequest } from '@web/lib/api-client';

export const dashboardKey = (eventId: number) => ['registrant-dashboard', eventId] as const;

export function fetchDashboard(eventId: number): Promise<DashboardView> {
  return apiRequest<DashboardView>(`/api/events/${eventId}/dashboard`);
}

export const trackingLinksKey = (eventId: number) => ['tracking-links', eventId] as const;

export function fetchTrackingLinks(eventId: number): Promise<TrackingLinksView> {
  return apiRequest<TrackingLinksView>(`/api/events/${eventId}/tracking-links`);
}

export function requestReport(eventId: number, tipo: ReportTipo): Promise<RequestedReport> {
  return apiRequest<RequestedReport>(`/api/events/${eventId}/reports`, { method: 'POST', body: { tipo } });
}

export function fetchReport(eventId: number, reportId: string): Promise<ReportProgress> {
  return apiRequest<ReportProgress>(`/api/events/${eventId}/reports/${encodeURIComponent(reportId)}`);
}

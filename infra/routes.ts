// The one route table: every HTTP route, WebSocket route, S3 trigger and schedule of the platform.
// The CDK application stack and the local cloud both build themselves from this list, so a route
// cannot exist in one and not in the other.

/** Who may call an HTTP route. `user` needs a valid Cognito ID token at the gateway; finer rules
 * (the `admin` group, per-event roles) are checked by the handler on every request. `timingKey` is
 * open at the gateway: the handler checks the event's API key in `x-api-key` before reading the body. */
export type AuthRule = 'public' | 'user' | 'timingKey';

/** What a handler needs from the platform; the CDK stack turns each into env vars and
 * least-privilege grants, the local cloud into env vars for its emulators. */
export type Capability =
  | 'table:read'
  | 'table:write'
  | 'uploads:presign'
  | 'uploads:read'
  | 'media:read'
  | 'media:write'
  | 'users:describe'
  | 'users:manage'
  | 'mail:send'
  | 'connections:post'
  | 'payments:charge'
  /** Connects athletes' wearable accounts and reads the provider's notifications (Garmin; the local stand-in). */
  | 'wearables:connect'
  | 'queue:standings'
  | 'queue:fanout'
  | 'queue:reports'
  | 'queue:retoPositions'
  | 'reports:write'
  | 'reports:presign'
  /** Serves and stops serving organizer domains (CloudFront distribution tenants). */
  | 'domains:serve'
  /** Tells organizers where to point their domain's CNAME. */
  | 'domains:target';

/** The platform's work queues: standings refreshes and reto positions (FIFO, one message group per event or reto), live fan-out, and registrant reports and Dashboards. */
export type QueueName = 'standings' | 'fanout' | 'reports' | 'retoPositions';

interface HandlerRef {
  /** Stable id, used for construct ids and function names (PascalCase). */
  id: string;
  /** Module path from the repository root; the module exports `handler`. */
  handler: string;
  needs: Capability[];
  /** The function's timeout on AWS (10 s unless given); the local cloud reports handlers that take more than half of it. */
  timeoutSeconds?: number;
  /** The function's memory on AWS (512 MB unless given); Lambda's CPU grows with it. */
  memorySize?: number;
  /**
   * Draws with sharp: bundled as infra/sharp-bundling.ts says, with these packages shipped beside the
   * bundle too (files the handler reads at run time, such as a font).
   */
  drawsWithSharp?: { shipsPackages: readonly string[] };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRoute extends HandlerRef {
  method: HttpMethod;
  /** API Gateway path syntax, always under /api, e.g. `/api/events/{eventId}`. */
  path: string;
  auth: AuthRule;
}

export interface WebSocketRoute extends HandlerRef {
  routeKey: '$connect' | '$disconnect' | '$default';
}

export interface BucketTrigger extends HandlerRef {
  bucket: 'uploads';
  prefix: string;
}

export interface Schedule extends HandlerRef {
  everyMinutes: number;
}

/** A function fed by one of the work queues, in batches; failed messages come back after a delay. */
export interface QueueConsumer extends HandlerRef {
  queue: QueueName;
  /** FIFO: messages of one group (an event) are handled one batch at a time, in order. */
  fifo: boolean;
  batchSize: number;
}

export interface UserPoolTrigger extends HandlerRef {
  trigger: 'customMessage';
}

export const httpRoutes: HttpRoute[] = [
  {
    id: 'GetHealth',
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    handler: 'lambdas/platform/get-health.ts',
    needs: ['table:read', 'uploads:read', 'media:read', 'users:describe'],
  },
  {
    id: 'CreateAccount',
    method: 'POST',
    path: '/api/accounts',
    auth: 'public',
    handler: 'lambdas/accounts/create-account.ts',
    needs: ['table:write', 'users:manage'],
  },
  {
    id: 'GetMyProfile',
    method: 'GET',
    path: '/api/me',
    auth: 'user',
    handler: 'lambdas/accounts/get-my-profile.ts',
    needs: ['table:read'],
  },
  {
    id: 'UpdateMyProfile',
    method: 'PUT',
    path: '/api/me',
    auth: 'user',
    handler: 'lambdas/accounts/update-my-profile.ts',
    needs: ['table:write', 'users:manage'],
  },
  {
    id: 'CreatePhotoUpload',
    method: 'POST',
    path: '/api/me/photo-upload',
    auth: 'user',
    handler: 'lambdas/media/create-photo-upload.ts',
    needs: ['uploads:presign'],
  },
  // Timed events: public lists and detail, the organizer console, and the events' timing keys.
  {
    id: 'ListEvents',
    method: 'GET',
    path: '/api/events',
    auth: 'public',
    handler: 'lambdas/events/list-events.ts',
    needs: ['table:read'],
  },
  {
    id: 'GetEvent',
    method: 'GET',
    path: '/api/events/{eventId}',
    auth: 'public',
    handler: 'lambdas/events/get-event.ts',
    needs: ['table:read'],
  },
  {
    id: 'CreateEvent',
    method: 'POST',
    path: '/api/events',
    auth: 'user',
    handler: 'lambdas/events/create-event.ts',
    needs: ['table:write'],
  },
  {
    id: 'ListMyEvents',
    method: 'GET',
    path: '/api/my-events',
    auth: 'user',
    handler: 'lambdas/events/list-my-events.ts',
    needs: ['table:read'],
  },
  {
    id: 'UpdateEvent',
    method: 'PUT',
    path: '/api/events/{eventId}',
    auth: 'user',
    handler: 'lambdas/results/update-event.ts',
    needs: ['table:write', 'queue:standings'],
  },
  {
    id: 'SaveEventSection',
    method: 'PUT',
    path: '/api/events/{eventId}/sections/{section}',
    auth: 'user',
    handler: 'lambdas/results/save-event-section.ts',
    needs: ['table:write', 'queue:standings'],
  },
  {
    id: 'ListTimingKeys',
    method: 'GET',
    path: '/api/events/{eventId}/timing-keys',
    auth: 'user',
    handler: 'lambdas/timing/list-timing-keys.ts',
    needs: ['table:read'],
  },
  {
    id: 'CreateTimingKey',
    method: 'POST',
    path: '/api/events/{eventId}/timing-keys',
    auth: 'user',
    handler: 'lambdas/timing/create-timing-key.ts',
    needs: ['table:write'],
  },
  {
    id: 'RevokeTimingKey',
    method: 'DELETE',
    path: '/api/events/{eventId}/timing-keys/{keyId}',
    auth: 'user',
    handler: 'lambdas/timing/revoke-timing-key.ts',
    needs: ['table:write'],
  },
  // Timing systems push here; each request stores its data and queues a standings refresh.
  {
    id: 'IngestReads',
    method: 'POST',
    path: '/api/timing/events/{eventId}/reads',
    auth: 'timingKey',
    handler: 'lambdas/timing/ingest-reads.ts',
    needs: ['table:write', 'queue:standings'],
  },
  {
    id: 'UploadStartList',
    method: 'PUT',
    path: '/api/timing/events/{eventId}/athletes',
    auth: 'timingKey',
    handler: 'lambdas/timing/upload-start-list.ts',
    needs: ['table:write', 'queue:standings'],
  },
  {
    id: 'UploadResults',
    method: 'PUT',
    path: '/api/timing/events/{eventId}/results',
    auth: 'timingKey',
    handler: 'lambdas/timing/upload-results.ts',
    needs: ['table:write', 'queue:standings'],
  },
  {
    id: 'CreateEventPhotoUpload',
    method: 'POST',
    path: '/api/timing/events/{eventId}/photo-uploads',
    auth: 'timingKey',
    handler: 'lambdas/timing/create-event-photo-upload.ts',
    needs: ['table:read', 'uploads:presign'],
  },
  {
    id: 'GetTimingOpenApi',
    method: 'GET',
    path: '/api/timing/openapi.json',
    auth: 'public',
    handler: 'lambdas/timing/get-openapi.ts',
    needs: [],
  },
  // Public standings reads: precomputed, cacheable documents.
  {
    id: 'GetStandingsPage',
    method: 'GET',
    path: '/api/events/{eventId}/results',
    auth: 'public',
    handler: 'lambdas/results/get-standings-page.ts',
    needs: ['table:read'],
  },
  {
    id: 'SearchResults',
    method: 'GET',
    path: '/api/events/{eventId}/search',
    auth: 'public',
    handler: 'lambdas/results/search-results.ts',
    needs: ['table:read'],
  },
  {
    id: 'GetAthleteDetail',
    method: 'GET',
    path: '/api/events/{eventId}/athletes/{bib}',
    auth: 'public',
    handler: 'lambdas/results/athlete-detail.ts',
    needs: ['table:read'],
  },
  {
    id: 'GetLiveSnapshot',
    method: 'GET',
    path: '/api/events/{eventId}/live',
    auth: 'public',
    handler: 'lambdas/results/live-snapshot.ts',
    needs: ['table:read'],
  },
  {
    id: 'GetLivePasses',
    method: 'GET',
    path: '/api/events/{eventId}/live/passes',
    auth: 'public',
    handler: 'lambdas/results/live-passes.ts',
    needs: ['table:read'],
  },
  // Race registration: the public flow (no account), the organizer's registry configuration, and the
  // payment provider's notifications.
  {
    id: 'GetRegistrationView',
    method: 'GET',
    path: '/api/events/{eventId}/registration',
    auth: 'public',
    handler: 'lambdas/registration/form/get-registration-view.ts',
    needs: ['table:read'],
  },
  {
    id: 'GetRegistryConfig',
    method: 'GET',
    path: '/api/events/{eventId}/registration-config',
    auth: 'user',
    handler: 'lambdas/registration/config/get-registry-config.ts',
    needs: ['table:read'],
  },
  {
    id: 'SaveRegistryConfig',
    method: 'PUT',
    path: '/api/events/{eventId}/registration-config',
    auth: 'user',
    handler: 'lambdas/registration/config/save-registry-config.ts',
    needs: ['table:write'],
  },
  // The event's admin area: the caller's standing, the registrants and the staff's changes to them,
  // released folios and authorized users; every route checks the admin matrix (admin-permissions.ts).
  {
    id: 'GetMyEventAccess',
    method: 'GET',
    path: '/api/events/{eventId}/my-access',
    auth: 'user',
    handler: 'lambdas/registration/staff/get-my-event-access.ts',
    needs: ['table:read'],
  },
  {
    id: 'ListRegistrants',
    method: 'GET',
    path: '/api/events/{eventId}/registrants',
    auth: 'user',
    handler: 'lambdas/registration/admin/list-registrants.ts',
    needs: ['table:read'],
  },
  {
    id: 'GetAdminRegistrant',
    method: 'GET',
    path: '/api/events/{eventId}/registrants/{registroId}',
    auth: 'user',
    handler: 'lambdas/registration/admin/get-admin-registrant.ts',
    needs: ['table:read'],
  },
  {
    id: 'EditRegistrant',
    method: 'PATCH',
    path: '/api/events/{eventId}/registrants/{registroId}',
    auth: 'user',
    handler: 'lambdas/registration/admin/edit-registrant.ts',
    needs: ['table:write', 'queue:fanout'],
  },
  {
    id: 'MoveRegistrant',
    method: 'PUT',
    path: '/api/events/{eventId}/registrants/{registroId}/selection',
    auth: 'user',
    handler: 'lambdas/registration/admin/move-registrant.ts',
    needs: ['table:write', 'queue:fanout'],
  },
  {
    id: 'SetRegistrantDeletion',
    method: 'PUT',
    path: '/api/events/{eventId}/registrants/{registroId}/deletion',
    auth: 'user',
    handler: 'lambdas/registration/admin/set-registrant-deletion.ts',
    needs: ['table:write', 'queue:fanout'],
  },
  {
    id: 'ReleaseFolio',
    method: 'POST',
    path: '/api/events/{eventId}/registrants/{registroId}/folio-release',
    auth: 'user',
    handler: 'lambdas/registration/folios/release-folio.ts',
    needs: ['table:write', 'queue:fanout'],
  },
  {
    id: 'ResendConfirmation',
    method: 'POST',
    path: '/api/events/{eventId}/registrants/{registroId}/confirmation-mail',
    auth: 'user',
    handler: 'lambdas/registration/completion/resend-confirmation.ts',
    needs: ['table:write', 'mail:send'],
  },
  {
    id: 'CreateRegistrantsLiveTicket',
    method: 'POST',
    path: '/api/events/{eventId}/registrants-live-ticket',
    auth: 'user',
    handler: 'lambdas/registration/admin/create-live-ticket.ts',
    needs: ['table:write'],
  },
  {
    id: 'ListDeletedFolios',
    method: 'GET',
    path: '/api/events/{eventId}/deleted-folios',
    auth: 'user',
    handler: 'lambdas/registration/folios/list-deleted-folios.ts',
    needs: ['table:read'],
  },
  {
    id: 'ListAuthorizedUsers',
    method: 'GET',
    path: '/api/events/{eventId}/authorized-users',
    auth: 'user',
    handler: 'lambdas/registration/staff/list-authorized-users.ts',
    needs: ['table:read'],
  },
  {
    id: 'AuthorizeUser',
    method: 'PUT',
    path: '/api/events/{eventId}/authorized-users',
    auth: 'user',
    handler: 'lambdas/registration/staff/authorize-user.ts',
    needs: ['table:write', 'users:describe'],
  },
  {
    id: 'RevokeAuthorization',
    method: 'DELETE',
    path: '/api/events/{eventId}/authorized-users/{correo}',
    auth: 'user',
    handler: 'lambdas/registration/staff/revoke-authorization.ts',
    needs: ['table:write'],
  },
  {
    id: 'CreateDeskRegistration',
    method: 'POST',
    path: '/api/events/{eventId}/desk-registrations',
    auth: 'user',
    handler: 'lambdas/registration/admin/create-desk-registration.ts',
    needs: ['table:write', 'mail:send', 'queue:fanout'],
  },
  {
    id: 'CheckDiscountCode',
    method: 'POST',
    path: '/api/events/{eventId}/registrations/discount',
    auth: 'public',
    handler: 'lambdas/registration/form/check-discount-code.ts',
    needs: ['table:read'],
  },
  {
    id: 'CreateRegistration',
    method: 'POST',
    path: '/api/events/{eventId}/registrations',
    auth: 'public',
    handler: 'lambdas/registration/form/create-registration.ts',
    needs: ['table:write'],
  },
  {
    id: 'PayRegistration',
    method: 'POST',
    path: '/api/events/{eventId}/registrations/{registroId}/payment',
    auth: 'public',
    handler: 'lambdas/registration/payment/pay-registration.ts',
    needs: ['table:write', 'payments:charge', 'mail:send', 'queue:fanout'],
  },
  {
    id: 'GetRegistrant',
    method: 'GET',
    path: '/api/events/{eventId}/registrations/{registroId}',
    auth: 'public',
    handler: 'lambdas/registration/form/get-registrant.ts',
    needs: ['table:read'],
  },
  // Registrant reports and the Dashboard tab: asked for here, built by the reports queue's consumer.
  {
    id: 'RequestRegistrantReport',
    method: 'POST',
    path: '/api/events/{eventId}/reports',
    auth: 'user',
    handler: 'lambdas/registration/reports/request-report.ts',
    needs: ['table:write', 'queue:reports'],
  },
  {
    id: 'GetRegistrantReport',
    method: 'GET',
    path: '/api/events/{eventId}/reports/{reportId}',
    auth: 'user',
    handler: 'lambdas/registration/reports/get-report.ts',
    needs: ['table:read', 'reports:presign'],
  },
  {
    id: 'GetRegistrantDashboard',
    method: 'GET',
    path: '/api/events/{eventId}/dashboard',
    auth: 'user',
    handler: 'lambdas/registration/dashboard/get-dashboard.ts',
    needs: ['table:write', 'queue:reports'],
  },
  {
    id: 'GetSite',
    method: 'GET',
    path: '/api/events/{eventId}/site',
    auth: 'user',
    handler: 'lambdas/sites/get-site.ts',
    needs: ['table:read', 'domains:target'],
  },
  {
    id: 'SaveSite',
    method: 'PUT',
    path: '/api/events/{eventId}/site',
    auth: 'user',
    handler: 'lambdas/sites/save-site.ts',
    needs: ['table:write'],
  },
  {
    id: 'PublishSite',
    method: 'POST',
    path: '/api/events/{eventId}/site/publication',
    auth: 'user',
    handler: 'lambdas/sites/publish-site.ts',
    needs: ['table:write'],
  },
  {
    id: 'AddSiteHost',
    method: 'POST',
    path: '/api/events/{eventId}/site/hosts',
    auth: 'user',
    handler: 'lambdas/sites/add-site-host.ts',
    needs: ['table:write', 'domains:target'],
  },
  {
    id: 'VerifySiteHost',
    method: 'POST',
    path: '/api/events/{eventId}/site/hosts/{host}/verification',
    auth: 'user',
    handler: 'lambdas/sites/verify-site-host.ts',
    needs: ['table:write', 'domains:serve', 'domains:target'],
  },
  {
    id: 'RemoveSiteHost',
    method: 'DELETE',
    path: '/api/events/{eventId}/site/hosts/{host}',
    auth: 'user',
    handler: 'lambdas/sites/remove-site-host.ts',
    needs: ['table:write', 'domains:serve'],
  },
  {
    id: 'CreateSiteImageUpload',
    method: 'POST',
    path: '/api/events/{eventId}/site/image-uploads',
    auth: 'user',
    handler: 'lambdas/media/create-site-image-upload.ts',
    needs: ['table:write', 'uploads:presign'],
  },
  {
    id: 'GetEventWeb',
    method: 'GET',
    path: '/api/events/{eventId}/web',
    auth: 'public',
    handler: 'lambdas/sites/get-event-web.ts',
    needs: ['table:read'],
  },
  {
    id: 'GetHostedSite',
    method: 'GET',
    path: '/api/sites/by-host/{host}',
    auth: 'public',
    handler: 'lambdas/sites/get-hosted-site.ts',
    needs: ['table:read'],
  },
  // Form sections of organizer webs (README 'Organizer webs'): a visitor's answers, the staff's list and CSV.
  {
    id: 'CreateFormSubmission',
    method: 'POST',
    path: '/api/events/{eventId}/forms/{grupo}/submissions',
    auth: 'public',
    handler: 'lambdas/sites/create-form-submission.ts',
    needs: ['table:write'],
  },
  {
    id: 'ListFormSubmissions',
    method: 'GET',
    path: '/api/events/{eventId}/forms/submissions',
    auth: 'user',
    handler: 'lambdas/sites/list-form-submissions.ts',
    needs: ['table:read'],
  },
  {
    id: 'GetFormSubmissionsCsv',
    method: 'GET',
    path: '/api/events/{eventId}/forms/submissions/csv',
    auth: 'user',
    handler: 'lambdas/sites/get-form-submissions-csv.ts',
    needs: ['table:read'],
    timeoutSeconds: 30,
  },
  // Tracking links (README 'Tracking links'): a visit counted by the browser, the admin's figures.
  {
    id: 'CountTrackingVisit',
    method: 'POST',
    path: '/api/events/{eventId}/tracking-links/{tkl}/visits',
    auth: 'public',
    handler: 'lambdas/sites/count-tracking-visit.ts',
    needs: ['table:write'],
  },
  {
    id: 'ListTrackingLinks',
    method: 'GET',
    path: '/api/events/{eventId}/tracking-links',
    auth: 'user',
    handler: 'lambdas/sites/list-tracking-links.ts',
    needs: ['table:write', 'queue:reports'],
  },
  // Virtual events (retos): created by any athlete, read by everyone, listed by their organizer.
  {
    id: 'CreateVirtualEvent',
    method: 'POST',
    path: '/api/retos',
    auth: 'user',
    handler: 'lambdas/retos/create-virtual-event.ts',
    needs: ['table:write'],
  },
  {
    id: 'GetVirtualEvent',
    method: 'GET',
    path: '/api/retos/{eventID}',
    auth: 'public',
    handler: 'lambdas/retos/get-virtual-event.ts',
    needs: ['table:read'],
  },
  {
    id: 'ListMyVirtualEvents',
    method: 'GET',
    path: '/api/my-retos',
    auth: 'user',
    handler: 'lambdas/retos/list-my-virtual-events.ts',
    needs: ['table:read'],
  },
  // A reto's configuration (README 'Virtual events (retos)'): by its organizer or an admin; the
  // platform owner's panels, and the list of every reto, by admins only.
  {
    id: 'UpdateVirtualEvent',
    method: 'PATCH',
    path: '/api/retos/{eventID}',
    auth: 'user',
    handler: 'lambdas/retos/update-virtual-event.ts',
    needs: ['table:write', 'queue:retoPositions'],
  },
  {
    id: 'GetRetoConfig',
    method: 'GET',
    path: '/api/retos/{eventID}/config',
    auth: 'user',
    handler: 'lambdas/retos/get-reto-config.ts',
    needs: ['table:read'],
  },
  {
    id: 'CreateRetoMediaUpload',
    method: 'POST',
    path: '/api/retos/{eventID}/media-uploads',
    auth: 'user',
    handler: 'lambdas/retos/create-reto-media-upload.ts',
    needs: ['table:write', 'uploads:presign'],
  },
  {
    id: 'ListLatestRetos',
    method: 'GET',
    path: '/api/retos-admin/latest',
    auth: 'user',
    handler: 'lambdas/retos/list-latest-retos.ts',
    needs: ['table:read'],
  },
  // Participants of a reto: the athlete's own participation, and the organizer's access codes.
  {
    id: 'RegisterInReto',
    method: 'POST',
    path: '/api/retos/{eventID}/registration',
    auth: 'user',
    handler: 'lambdas/retos/register-in-reto.ts',
    needs: ['table:write'],
  },
  {
    id: 'GetMyParticipation',
    method: 'GET',
    path: '/api/retos/{eventID}/me',
    auth: 'user',
    handler: 'lambdas/retos/get-my-participation.ts',
    needs: ['table:read'],
  },
  {
    id: 'SaveRetoForm',
    method: 'PUT',
    path: '/api/retos/{eventID}/me/form',
    auth: 'user',
    handler: 'lambdas/retos/save-reto-form.ts',
    needs: ['table:write'],
  },
  {
    id: 'SetRetoGoal',
    method: 'PUT',
    path: '/api/retos/{eventID}/me/goal',
    auth: 'user',
    handler: 'lambdas/retos/set-reto-goal.ts',
    needs: ['table:write'],
  },
  {
    id: 'SetRetoFinish',
    method: 'PUT',
    path: '/api/retos/{eventID}/me/finish',
    auth: 'user',
    handler: 'lambdas/retos/set-reto-finish.ts',
    needs: ['table:write', 'queue:retoPositions'],
  },
  {
    id: 'RaiseRetoStep',
    method: 'PUT',
    path: '/api/retos/{eventID}/me/step',
    auth: 'user',
    handler: 'lambdas/retos/raise-reto-step.ts',
    needs: ['table:write'],
  },
  {
    id: 'PayReto',
    method: 'POST',
    path: '/api/retos/{eventID}/me/payment',
    auth: 'user',
    handler: 'lambdas/retos/pay-reto.ts',
    needs: ['table:write', 'payments:charge'],
  },
  {
    id: 'ListMyParticipations',
    method: 'GET',
    path: '/api/my-participations',
    auth: 'user',
    handler: 'lambdas/retos/list-my-participations.ts',
    needs: ['table:read'],
  },
  {
    id: 'GenerateAccessCodes',
    method: 'POST',
    path: '/api/retos/{eventID}/codes',
    auth: 'user',
    handler: 'lambdas/retos/generate-access-codes.ts',
    needs: ['table:write'],
  },
  {
    id: 'ListAccessCodes',
    method: 'GET',
    path: '/api/retos/{eventID}/codes',
    auth: 'user',
    handler: 'lambdas/retos/list-access-codes.ts',
    needs: ['table:read'],
  },
  {
    id: 'ToggleAccessCode',
    method: 'PUT',
    path: '/api/retos/{eventID}/codes/{code}',
    auth: 'user',
    handler: 'lambdas/retos/toggle-access-code.ts',
    needs: ['table:write'],
  },
  // Results of a reto (README 'Virtual events (retos)'): positions recomputed off the request path
  // (RefreshRetoPositions) whenever a finish time is recorded; the organizer's participants table.
  {
    id: 'ApplyRetoActivity',
    method: 'POST',
    path: '/api/retos/{eventID}/me/activity',
    auth: 'user',
    handler: 'lambdas/retos/apply-reto-activity.ts',
    needs: ['table:write', 'queue:retoPositions'],
  },
  {
    id: 'GetRetoResults',
    method: 'GET',
    path: '/api/retos/{eventID}/results',
    auth: 'user',
    handler: 'lambdas/retos/get-reto-results.ts',
    needs: ['table:read'],
  },
  {
    id: 'ListRetoParticipants',
    method: 'GET',
    path: '/api/retos/{eventID}/participants',
    auth: 'user',
    handler: 'lambdas/retos/list-reto-participants.ts',
    needs: ['table:read'],
  },
  {
    id: 'GetRetoParticipantsCsv',
    method: 'GET',
    path: '/api/retos/{eventID}/participants/csv',
    auth: 'user',
    handler: 'lambdas/retos/get-reto-participants-csv.ts',
    needs: ['table:read'],
    timeoutSeconds: 30,
  },
  {
    id: 'GetRetoParticipant',
    method: 'GET',
    path: '/api/retos/{eventID}/participants/{userID}',
    auth: 'user',
    handler: 'lambdas/retos/get-reto-participant.ts',
    needs: ['table:read'],
  },
  // Activities as proof (README 'Virtual events (retos)'): files the athlete uploads (read by the
  // ProcessActivityUpload trigger), the athlete's own list, and those that may prove a reto.
  {
    id: 'CreateActivityUpload',
    method: 'POST',
    path: '/api/me/activity-uploads',
    auth: 'user',
    handler: 'lambdas/activities/create-activity-upload.ts',
    needs: ['uploads:presign', 'table:write'],
  },
  {
    id: 'GetActivityUpload',
    method: 'GET',
    path: '/api/me/activity-uploads/{uploadId}',
    auth: 'user',
    handler: 'lambdas/activities/get-activity-upload.ts',
    needs: ['table:read'],
  },
  {
    id: 'ListMyActivities',
    method: 'GET',
    path: '/api/me/activities',
    auth: 'user',
    handler: 'lambdas/activities/list-my-activities.ts',
    needs: ['table:read'],
  },
  {
    id: 'GetMyActivity',
    method: 'GET',
    path: '/api/me/activities/{activityId}',
    auth: 'user',
    handler: 'lambdas/activities/get-my-activity.ts',
    needs: ['table:read'],
  },
  {
    id: 'ListRetoActivities',
    method: 'GET',
    path: '/api/retos/{eventID}/my-activities',
    auth: 'user',
    handler: 'lambdas/retos/list-reto-activities.ts',
    needs: ['table:read'],
  },
  // A reto athlete's photos (README 'Virtual events (retos)'): uploads processed by the
  // ProcessRetoPhoto trigger, the athlete's own, and the grids of start photos and finishers.
  {
    id: 'CreateRetoPhotoUpload',
    method: 'POST',
    path: '/api/retos/{eventID}/me/photos',
    auth: 'user',
    handler: 'lambdas/retos/create-reto-photo-upload.ts',
    needs: ['table:write', 'uploads:presign'],
  },
  {
    id: 'ListMyRetoPhotos',
    method: 'GET',
    path: '/api/retos/{eventID}/me/photos',
    auth: 'user',
    handler: 'lambdas/retos/list-my-reto-photos.ts',
    needs: ['table:read'],
  },
  {
    id: 'ListRetoPhotos',
    method: 'GET',
    path: '/api/retos/{eventID}/photos',
    auth: 'user',
    handler: 'lambdas/retos/list-reto-photos.ts',
    needs: ['table:read'],
  },
  // Reto certificates (README 'Virtual events (retos)'): drawn with sharp in the bundled font.
  {
    id: 'GetRetoCertificateSample',
    method: 'GET',
    path: '/api/retos/{eventID}/certificate-sample',
    auth: 'user',
    handler: 'lambdas/retos/get-certificate-sample.ts',
    needs: ['table:write', 'media:read'],
    memorySize: 1024,
    drawsWithSharp: { shipsPackages: ['@fontsource/noto-sans'] },
  },
  {
    id: 'GetRetoCertificate',
    method: 'GET',
    path: '/api/retos/{eventID}/certificate',
    auth: 'user',
    handler: 'lambdas/retos/get-certificate.ts',
    needs: ['table:write', 'media:read'],
    memorySize: 1024,
    drawsWithSharp: { shipsPackages: ['@fontsource/noto-sans'] },
  },
  // A reto's chat (README 'Virtual events (retos)'): a participant's own thread with the organizer
  // and the broadcasts; the organizer's threads and broadcasts; tickets to follow them live.
  {
    id: 'GetMyRetoChat',
    method: 'GET',
    path: '/api/retos/{eventID}/chat/me',
    auth: 'user',
    handler: 'lambdas/retos/chat/get-my-reto-chat.ts',
    needs: ['table:read'],
  },
  {
    id: 'ListMyRetoMessages',
    method: 'GET',
    path: '/api/retos/{eventID}/chat/me/messages',
    auth: 'user',
    handler: 'lambdas/retos/chat/list-my-reto-messages.ts',
    needs: ['table:read'],
  },
  {
    id: 'SendRetoMessage',
    method: 'POST',
    path: '/api/retos/{eventID}/chat/me/messages',
    auth: 'user',
    handler: 'lambdas/retos/chat/send-reto-message.ts',
    needs: ['table:write', 'queue:fanout'],
  },
  {
    id: 'ReadMyRetoChat',
    method: 'PUT',
    path: '/api/retos/{eventID}/chat/me/read',
    auth: 'user',
    handler: 'lambdas/retos/chat/read-my-reto-chat.ts',
    needs: ['table:write'],
  },
  {
    id: 'ListRetoBroadcasts',
    method: 'GET',
    path: '/api/retos/{eventID}/chat/broadcasts',
    auth: 'user',
    handler: 'lambdas/retos/chat/list-reto-broadcasts.ts',
    needs: ['table:read'],
  },
  {
    id: 'SendRetoBroadcast',
    method: 'POST',
    path: '/api/retos/{eventID}/chat/broadcasts',
    auth: 'user',
    handler: 'lambdas/retos/chat/send-reto-broadcast.ts',
    needs: ['table:write', 'queue:fanout'],
  },
  {
    id: 'ListRetoThreads',
    method: 'GET',
    path: '/api/retos/{eventID}/chat/threads',
    auth: 'user',
    handler: 'lambdas/retos/chat/list-reto-threads.ts',
    needs: ['table:read'],
  },
  {
    id: 'ListRetoThreadMessages',
    method: 'GET',
    path: '/api/retos/{eventID}/chat/threads/{userID}/messages',
    auth: 'user',
    handler: 'lambdas/retos/chat/list-reto-thread-messages.ts',
    needs: ['table:read'],
  },
  {
    id: 'AnswerRetoThread',
    method: 'POST',
    path: '/api/retos/{eventID}/chat/threads/{userID}/messages',
    auth: 'user',
    handler: 'lambdas/retos/chat/answer-reto-thread.ts',
    needs: ['table:write', 'queue:fanout'],
  },
  {
    id: 'ReadRetoThread',
    method: 'PUT',
    path: '/api/retos/{eventID}/chat/threads/{userID}/read',
    auth: 'user',
    handler: 'lambdas/retos/chat/read-reto-thread.ts',
    needs: ['table:write'],
  },
  {
    id: 'CreateRetoChatTicket',
    method: 'POST',
    path: '/api/retos/{eventID}/chat/tickets',
    auth: 'user',
    handler: 'lambdas/retos/chat/create-reto-chat-ticket.ts',
    needs: ['table:write'],
  },
  // The wearable connection of /atletas (docs/accounts.md §2.4, docs/platform.md §7) and the provider's activity notifications.
  {
    id: 'GetMyWearable',
    method: 'GET',
    path: '/api/me/wearable',
    auth: 'user',
    handler: 'lambdas/activities/get-my-wearable.ts',
    needs: ['table:read'],
  },
  {
    id: 'ConnectWearable',
    method: 'POST',
    path: '/api/me/wearable',
    auth: 'user',
    handler: 'lambdas/activities/connect-wearable.ts',
    needs: ['table:write', 'wearables:connect'],
  },
  {
    id: 'CompleteWearableConnection',
    method: 'POST',
    path: '/api/me/wearable/authorization',
    auth: 'user',
    handler: 'lambdas/activities/complete-wearable-connection.ts',
    needs: ['table:write', 'wearables:connect'],
  },
  {
    id: 'DisconnectWearable',
    method: 'DELETE',
    path: '/api/me/wearable',
    auth: 'user',
    handler: 'lambdas/activities/disconnect-wearable.ts',
    needs: ['table:write', 'wearables:connect'],
  },
  // Open at the gateway: the handler reads only a body the provider verifies.
  {
    id: 'ReceiveWearableActivities',
    method: 'POST',
    path: '/api/wearables/activities',
    auth: 'public',
    handler: 'lambdas/activities/receive-wearable-activities.ts',
    needs: ['table:write', 'wearables:connect'],
  },
  {
    id: 'PaymentWebhook',
    method: 'POST',
    path: '/api/payments/webhook',
    auth: 'public',
    handler: 'lambdas/payment-jobs/payment-webhook.ts',
    needs: ['table:write', 'payments:charge', 'mail:send', 'queue:fanout'],
  },
];

export const webSocketRoutes: WebSocketRoute[] = [
  {
    id: 'WsConnect',
    routeKey: '$connect',
    handler: 'lambdas/realtime/connect.ts',
    needs: ['table:write'],
  },
  {
    id: 'WsDisconnect',
    routeKey: '$disconnect',
    handler: 'lambdas/realtime/disconnect.ts',
    needs: ['table:write'],
  },
  {
    id: 'WsDefault',
    routeKey: '$default',
    handler: 'lambdas/realtime/default.ts',
    needs: ['table:write', 'connections:post'],
  },
];

export const bucketTriggers: BucketTrigger[] = [
  {
    id: 'ProcessProfilePhoto',
    bucket: 'uploads',
    prefix: 'profile/',
    handler: 'lambdas/media/process-profile-photo.ts',
    needs: ['uploads:read', 'media:write', 'table:write'],
  },
  {
    id: 'ProcessEventPhoto',
    bucket: 'uploads',
    prefix: 'event-photos/',
    handler: 'lambdas/media/process-event-photo.ts',
    needs: ['uploads:read', 'media:write', 'table:write'],
  },
  {
    id: 'ProcessSiteImage',
    bucket: 'uploads',
    prefix: 'site-images/',
    handler: 'lambdas/media/process-site-image.ts',
    needs: ['uploads:read', 'media:write'],
  },
  {
    id: 'ProcessRetoMedia',
    bucket: 'uploads',
    prefix: 'reto-media/',
    handler: 'lambdas/retos/process-reto-media.ts',
    needs: ['uploads:read', 'media:write', 'table:write'],
  },
  {
    id: 'ProcessRetoPhoto',
    bucket: 'uploads',
    prefix: 'reto-photos/',
    handler: 'lambdas/retos/process-reto-photo.ts',
    needs: ['uploads:read', 'media:write', 'table:write'],
  },
  {
    id: 'ProcessActivityUpload',
    bucket: 'uploads',
    prefix: 'activities/',
    handler: 'lambdas/activities/process-activity-upload.ts',
    needs: ['uploads:read', 'table:write'],
  },
];

export const schedules: Schedule[] = [
  {
    id: 'SweepConnections',
    everyMinutes: 10,
    handler: 'lambdas/realtime/sweep-connections.ts',
    needs: ['table:write'],
  },
  {
    id: 'ExpireOxxoVouchers',
    everyMinutes: 10,
    handler: 'lambdas/payment-jobs/expire-oxxo-vouchers.ts',
    needs: ['table:write', 'mail:send', 'queue:fanout'],
  },
  {
    // Asks the payment provider about payments cut short (one lookup per hold or attempt, ten at a
    // time): two minutes settle well over a thousand after a crash of a whole burst.
    id: 'ReconcilePayments',
    everyMinutes: 5,
    timeoutSeconds: 120,
    handler: 'lambdas/payment-jobs/reconcile-payments.ts',
    needs: ['table:write', 'payments:charge', 'mail:send', 'queue:fanout'],
  },
  {
    // Refreshes again the standings of events left behind their timing data (a change's message lost).
    id: 'CatchUpStandings',
    everyMinutes: 1,
    handler: 'lambdas/timing/catch-up-standings.ts',
    needs: ['table:write', 'queue:standings'],
  },
  {
    // Recomputes again the positions of retos left behind their finish times (a change's message lost).
    id: 'CatchUpRetoPositions',
    everyMinutes: 1,
    handler: 'lambdas/retos/catch-up-reto-positions.ts',
    needs: ['table:write', 'queue:retoPositions'],
  },
  {
    // Sends the confirmation mails a completion left in the outbox (it was cut off, or SES failed).
    id: 'SendPendingMails',
    everyMinutes: 1,
    handler: 'lambdas/registration/completion/send-pending-mails.ts',
    needs: ['table:write', 'mail:send'],
  },
  {
    // Mails athletes who left a reto's chat messages unread for 15 minutes while offline (one an hour at most).
    id: 'SendRetoChatMails',
    everyMinutes: 5,
    timeoutSeconds: 120,
    handler: 'lambdas/retos/chat/send-chat-mails.ts',
    needs: ['table:write', 'mail:send'],
  },
];

export const queueConsumers: QueueConsumer[] = [
  {
    // Rebuilds only what the queued changes touch; the container keeps the event's standings between
    // batches. A cold container reads and writes a whole race once: five minutes covers 30,000 runners.
    // At most five changes (5,000 reads) a call: however far behind, a call stays well inside its time.
    id: 'RefreshStandings',
    queue: 'standings',
    fifo: true,
    batchSize: 5,
    timeoutSeconds: 300,
    handler: 'lambdas/timing/refresh-standings.ts',
    needs: ['table:write', 'queue:fanout'],
  },
  {
    // One message per topic and subscriber shard: the sends of a popular event spread over many invocations.
    id: 'FanOutLive',
    queue: 'fanout',
    fifo: false,
    batchSize: 4,
    timeoutSeconds: 30,
    handler: 'lambdas/realtime/fan-out.ts',
    needs: ['table:write', 'connections:post'],
  },
  {
    // One report or Dashboard a call: each reads an event's registrants page by page (50,000 in a
    // few minutes) and streams a report to the reports bucket in parts.
    id: 'BuildRegistrantReports',
    queue: 'reports',
    fifo: false,
    batchSize: 1,
    timeoutSeconds: 600,
    handler: 'lambdas/registration/reports/build-registrant-reports.ts',
    needs: ['table:write', 'reports:write'],
  },
  {
    // One recompute of a reto's positions and results pages for all the finish times of a batch;
    // a batch whose changes an earlier recompute already read costs one small read. A cold reto of
    // 30,000 participants reads them in pages and writes only the participants whose positions moved.
    id: 'RefreshRetoPositions',
    queue: 'retoPositions',
    fifo: true,
    batchSize: 10,
    timeoutSeconds: 300,
    handler: 'lambdas/retos/refresh-reto-positions.ts',
    needs: ['table:write'],
  },
];

export const userPoolTriggers: UserPoolTrigger[] = [
  {
    id: 'CustomMessage',
    trigger: 'customMessage',
    handler: 'lambdas/accounts/custom-message.ts',
    needs: [],
  },
];

// Who may call each HTTP route: every route of infra/routes.ts against every kind of caller. 'ok'
// means the route served the caller (no 401 or 403, no 5xx); a route missing from the table fails.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { httpRoutes } from '../../../infra/routes';
import { pathOf, requestOf } from './route-requests';
import { CALLERS, securityWorld, sendRaw, type SecurityWorld } from './security-world';

const cloudUrl = inject('cloudUrl');
const cognitoAdminEndpoint = inject('cognitoAdminEndpoint');

type Outcome = 'ok' | 401 | 403;
const ok = 'ok';

/** Public routes serve everyone. */
const everyone: Outcome[] = [ok, ok, ok, ok, ok, ok, ok];
/** Any signed-in account; a timing key is no account. */
const signedIn: Outcome[] = [401, ok, ok, ok, ok, 401, 401];
/** The event's roles and the platform admin. */
const eventRoles: Outcome[] = [401, 403, 403, ok, ok, 401, 401];
/** The event's own timing key, nobody else. */
const eventKey: Outcome[] = [401, 401, 401, 401, 401, ok, 401];
/** Only the payment provider's signature opens it; no account or key does. */
const providerSigned: Outcome[] = [401, 401, 401, 401, 401, 401, 401];

// prettier-ignore
const matrix: Record<string, Outcome[]> = {
  //                      anonymous, athlete, organizer of another event, master, admin, the event's key, another event's key
  GetHealth:              everyone,
  CreateAccount:          everyone,
  GetMyProfile:           signedIn,
  UpdateMyProfile:        signedIn,
  CreatePhotoUpload:      signedIn,
  ListEvents:             everyone,
  GetEvent:               everyone,
  CreateEvent:            signedIn,
  ListMyEvents:           signedIn,
  UpdateEvent:            eventRoles,
  SaveEventSection:       eventRoles,
  ListTimingKeys:         eventRoles,
  CreateTimingKey:        eventRoles,
  RevokeTimingKey:        eventRoles,
  IngestReads:            eventKey,
  UploadStartList:        eventKey,
  UploadResults:          eventKey,
  CreateEventPhotoUpload: eventKey,
  GetTimingOpenApi:       everyone,
  GetStandingsPage:       everyone,
  SearchResults:          everyone,
  GetAthleteDetail:       everyone,
  GetLiveSnapshot:        everyone,
  GetLivePasses:          everyone,
  GetRegistrationView:    everyone,
  GetRegistryConfig:      eventRoles,
  SaveRegistryConfig:     eventRoles,
  CheckDiscountCode:      everyone,
  CreateRegistration:     everyone,
  PayRegistration:        everyone,
  GetRegistrant:          everyone,
  GetMyEventAccess:       eventRoles,
  ListRegistrants:        eventRoles,
  GetAdminRegistrant:     eventRoles,
  EditRegistrant:         eventRoles,
  MoveRegistrant:         eventRoles,
  SetRegistrantDeletion:  eventRoles,
  ReleaseFolio:           eventRoles,
  ResendConfirmation:     eventRoles,
  CreateRegistrantsLiveTicket: eventRoles,
  ListDeletedFolios:      eventRoles,
  ListAuthorizedUsers:    eventRoles,
  AuthorizeUser:          eventRoles,
  RevokeAuthorization:    eventRoles,
  CreateDeskRegistration: eventRoles,
  RequestRegistrantReport: eventRoles,
  GetRegistrantReport:    eventRoles,
  GetRegistrantDashboard: eventRoles,
  PaymentWebhook:         providerSigned,
};

const outcomeOf = (status: number): Outcome | number => (status === 401 || status === 403 || status >= 500 ? status : ok);

let world: SecurityWorld;
beforeAll(async () => {
  world = await securityWorld(cloudUrl, cognitoAdminEndpoint);
});

describe('the authorization matrix', () => {
  it('has a row for every route of the route table, and none for a route that is gone', () => {
    expect(Object.keys(matrix).sort()).toEqual(httpRoutes.map((route) => route.id).sort());
  });

  describe.each(httpRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
    it('answers every caller as the table says', async () => {
      const expected = matrix[route.id];
      expect(expected, `${route.id} is missing from the matrix`).toBeDefined();
      const answered: Record<string, Outcome | number> = {};
      for (const caller of CALLERS) {
        const who = world.callers[caller];
        const request = await requestOf(route, world, who);
        const body = request.body === undefined ? undefined : JSON.stringify(request.body);
        const { status } = await sendRaw(cloudUrl, route.method, pathOf(route, world, request.params, request.query), who, body);
        answered[caller] = outcomeOf(status);
      }
      expect(answered).toEqual(Object.fromEntries(CALLERS.map((caller, i) => [caller, expected?.[i]])));
    });
  });
});

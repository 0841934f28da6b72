// Who may call each HTTP route: every route of infra/routes.ts against every kind of caller. 'ok'
// means the route served the caller (no 401 or 403, no 5xx); a route missing from the table fails.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { httpRoutes } from '@infra/routes';
import { methodOf, pathOf, requestOf } from './route-requests';
import { CALLERS, securityWorld, sendRaw, type SecurityWorld } from './security-world';

const cloudUrl = inject('cloudUrl');
const cognitoAdminEndpoint = inject('cognitoAdminEndpoint');

type Outcome = 'ok' | 401 | 403;
const ok = 'ok';

/** The callers of the table's columns, after the event's key: the event's staff of each profile but master. */
type Staff = [masterOrganizador: Outcome, masterCliente: Outcome, inscriptor: Outcome, cronometrista: Outcome];
const withStaff = (others: Outcome[], staff: Staff): Outcome[] => [...others, ...staff];

/** Public routes serve everyone. */
const everyone = withStaff([ok, ok, ok, ok, ok, ok, ok], [ok, ok, ok, ok]);
/** Any signed-in account; a timing key is no account. */
const signedIn = withStaff([401, ok, ok, ok, ok, 401, 401], [ok, ok, ok, ok]);
/** The event's roles and the platform admin, as the admin matrix (README) lets each profile. */
const eventRoles = (staff: Staff) => withStaff([401, 403, 403, ok, ok, 401, 401], staff);
/** Every profile of the event, a cronometrista too: what the caller may do there. */
const everyProfile = eventRoles([ok, ok, ok, ok]);
/** Every registration profile. An inscriptor is served its own registrants only: another's answers 404, served too. A cronometrista sees no registrant. */
const anyProfile = eventRoles([ok, ok, ok, 403]);
/** The registrations but not the event's setup, staff or folios: no MasterCliente, no inscriptor, no cronometrista. */
const setUpOnly = eventRoles([ok, 403, 403, 403]);
/** Changes of modality and deletions: not an inscriptor. */
const notInscriptor = eventRoles([ok, ok, 403, 403]);
/** The race's timing by hand and its review queue: the set-up profiles and the cronometrista. */
const timers = eventRoles([ok, 403, 403, ok]);
/** The event's own timing key, nobody else. */
const eventKey = withStaff([401, 401, 401, 401, 401, ok, 401], [401, 401, 401, 401]);
/** The athlete's own participation in the master's reto: the athlete is its participant, nobody else. */
const retoParticipant = withStaff([401, ok, 403, 403, 403, 401, 401], [403, 403, 403, 403]);
/** The master organizes the reto; a platform admin may act on any reto. */
const retoOrganizer = withStaff([401, 403, 403, ok, ok, 401, 401], [403, 403, 403, 403]);
/** A reto's chat parties: its participant (the athlete), its organizer (the master) and the admins. */
const retoParty = withStaff([401, ok, 403, ok, ok, 401, 401], [403, 403, 403, 403]);
/** The platform's admins (perfil 1) only. */
const platformAdmin = withStaff([401, 403, 403, 403, ok, 401, 401], [403, 403, 403, 403]);
/** Only the payment provider's signature opens it; no account or key does. */
const providerSigned = withStaff([401, 401, 401, 401, 401, 401, 401], [401, 401, 401, 401]);

// prettier-ignore
const matrix: Record<string, Outcome[]> = {
  //                      anonymous, athlete, organizer of another event, master, admin, the event's key, another event's key,
  //                      MasterOrganizador, MasterCliente, inscriptor, cronometrista
  GetHealth:              everyone,
  // Every request no other route matches: a 404 in Spanish for everyone.
  RouteNotFound:          everyone,
  CreateAccount:          everyone,
  GetMyProfile:           signedIn,
  UpdateMyProfile:        signedIn,
  CreatePhotoUpload:      signedIn,
  ListEvents:             everyone,
  GetEvent:               everyone,
  CreateEvent:            signedIn,
  ListMyEvents:           signedIn,
  UpdateEvent:            setUpOnly,
  SaveEventSection:       setUpOnly,
  ListTimingKeys:         setUpOnly,
  CreateTimingKey:        setUpOnly,
  RevokeTimingKey:        setUpOnly,
  ListReadReviews:        timers,
  DecideReadReview:       timers,
  RecordManualReads:      timers,
  GetStartList:           timers,
  GetServerTime:          everyone,
  IngestReads:            eventKey,
  GetTimingStartList:     eventKey,
  UploadStartList:        eventKey,
  UploadResults:          eventKey,
  CreateEventPhotoUpload: eventKey,
  GetTimingOpenApi:       everyone,
  GetStandingsPage:       everyone,
  GetResultsCsv:          everyone,
  SearchResults:          everyone,
  GetAthleteDetail:       everyone,
  GetLiveSnapshot:        everyone,
  GetLivePasses:          everyone,
  SubscribePushNotices:   everyone,
  UnsubscribePushNotices: everyone,
  // The open results feed: public reads, the same for everyone (the world's event is upcoming: a 404 in Spanish).
  GetFeedEvent:           everyone,
  GetFeedStandings:       everyone,
  GetFeedPasses:          everyone,
  GetFeedAthlete:         everyone,
  GetFeedWidget:          everyone,
  GetFeedOpenApi:         everyone,
  GetRegistrationView:    everyone,
  GetRegistryConfig:      anyProfile,
  SaveRegistryConfig:     setUpOnly,
  CheckDiscountCode:      everyone,
  CreateRegistration:     everyone,
  CreateGroupRegistration: everyone,
  PayRegistration:        everyone,
  GetRegistrant:          everyone,
  // An athlete's changes: the registration's link (its registroId, and the key a transfer gives its new
  // holder) or the cambioId in the path is the credential, not an account; an earlier holder's link is
  // answered 410 (tests/integration/registration/athlete-changes.test.ts), served as this table counts it.
  StartRegistrationChange: everyone,
  CancelRegistrationChange: everyone,
  GetRegistrationChange:  everyone,
  PayRegistrationChange:  everyone,
  GetMyEventAccess:       everyProfile,
  ListRegistrants:        anyProfile,
  GetAdminRegistrant:     anyProfile,
  EditRegistrant:         anyProfile,
  MoveRegistrant:         notInscriptor,
  UndoRegistrationChange: notInscriptor,
  SetRegistrantDeletion:  notInscriptor,
  ReleaseFolio:           setUpOnly,
  ResendConfirmation:     anyProfile,
  CreateRegistrantsLiveTicket: anyProfile,
  ListDeletedFolios:      setUpOnly,
  ListAuthorizedUsers:    setUpOnly,
  AuthorizeUser:          setUpOnly,
  RevokeAuthorization:    setUpOnly,
  CreateDeskRegistration: anyProfile,
  // Report 1 'Full Data' is asked for: not an inscriptor's.
  RequestRegistrantReport: notInscriptor,
  GetRegistrantReport:    anyProfile,
  GetRegistrantDashboard: anyProfile,
  // Waiting lists: joined, read and left by anyone (the last two with the mailed key); the organizer's view and changes as a registrant's move and deletion.
  JoinWaitlist:           everyone,
  GetWaitlistEntry:       everyone,
  LeaveWaitlist:          everyone,
  ListWaitlist:           notInscriptor,
  MoveWaitlistEntry:      notInscriptor,
  RemoveWaitlistEntry:    notInscriptor,
  GetSite:                setUpOnly,
  SaveSite:               setUpOnly,
  PublishSite:            setUpOnly,
  AddSiteHost:            setUpOnly,
  VerifySiteHost:         setUpOnly,
  RemoveSiteHost:         setUpOnly,
  CreateSiteImageUpload:  setUpOnly,
  GetSiteImageStatus:     setUpOnly,
  GetEventWeb:            everyone,
  ListOwnerEvents:        everyone,
  GetHostedSite:          everyone,
  // Pages' documents and preview cards: what a crawler or a link preview fetches.
  GetDocument:            everyone,
  GetResultCard:          everyone,
  GetEventCard:           everyone,
  CreateFormSubmission:   everyone,
  // Form answers: whoever reads every registrant; an inscriptor sees only those it registered.
  ListFormSubmissions:    notInscriptor,
  GetFormSubmissionsCsv:  notInscriptor,
  CountTrackingVisit:     everyone,
  // Those who see the Dashboard; an inscriptor counts its own registrations only.
  ListTrackingLinks:      anyProfile,
  CreateVirtualEvent:     signedIn,
  GetVirtualEvent:        everyone,
  ListMyVirtualEvents:    signedIn,
  UpdateVirtualEvent:     retoOrganizer,
  GetRetoConfig:          retoOrganizer,
  CreateRetoMediaUpload:  retoOrganizer,
  ListLatestRetos:        platformAdmin,
  // Anyone signed in registers with a code; an unknown or used code is a 409 with its message.
  RegisterInReto:         signedIn,
  GetMyParticipation:     signedIn,
  SaveRetoForm:           retoParticipant,
  SetRetoGoal:            retoParticipant,
  SetRetoFinish:          retoParticipant,
  RaiseRetoStep:          retoParticipant,
  // The athlete's reto is free: its payment is served the 409 'Este reto es gratuito…'.
  PayReto:                retoParticipant,
  ListMyParticipations:   signedIn,
  // The world's reto is free: its participant's registration holds, so a start photo is theirs to upload.
  CreateRetoPhotoUpload:  retoParticipant,
  ListMyRetoPhotos:       retoParticipant,
  ListRetoPhotos:         retoParty,
  GenerateAccessCodes:    retoOrganizer,
  ListAccessCodes:        retoOrganizer,
  ToggleAccessCode:       retoOrganizer,
  // Results blocked in the world's reto: its participant is served the 409 in Spanish.
  ApplyRetoActivity:      retoParticipant,
  GetRetoResults:         retoParty,
  ListRetoParticipants:   retoOrganizer,
  GetRetoParticipantsCsv: retoOrganizer,
  GetRetoParticipant:     retoOrganizer,
  GetRetoCertificateSample: retoOrganizer,
  // The reto is open: its participant is served the 409 'Evento en desarrollo…'.
  GetRetoCertificate:     retoParticipant,
  // The caller's own activities only: another athlete's ids find nothing.
  CreateActivityUpload:   signedIn,
  GetActivityUpload:      signedIn,
  ListMyActivities:       signedIn,
  GetMyActivity:          signedIn,
  GetMyTraining:          signedIn,
  UpdateMyTraining:       signedIn,
  ListRetoActivities:     signedIn,
  GetMyRetoChat:          retoParticipant,
  ListMyRetoMessages:     retoParticipant,
  SendRetoMessage:        retoParticipant,
  ReadMyRetoChat:         retoParticipant,
  // The participants read the broadcasts, and the organizer who sends them.
  ListRetoBroadcasts:     retoParty,
  SendRetoBroadcast:      retoOrganizer,
  // Every participant's thread is the organizer's to read and answer; nobody else's.
  ListRetoThreads:        retoOrganizer,
  ListRetoThreadMessages: retoOrganizer,
  AnswerRetoThread:       retoOrganizer,
  ReadRetoThread:         retoOrganizer,
  // The participant asks for its own thread's topic, the others for the organizer's.
  CreateRetoChatTicket:   retoParty,
  GetMyWearable:          signedIn,
  ConnectWearable:        signedIn,
  CompleteWearableConnection: signedIn,
  DisconnectWearable:     signedIn,
  // Only the wearable provider's signature opens it.
  ReceiveWearableActivities: providerSigned,
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
        const { status } = await sendRaw(cloudUrl, methodOf(route, request), pathOf(route, world, request), who, body);
        answered[caller] = outcomeOf(status);
      }
      expect(answered).toEqual(Object.fromEntries(CALLERS.map((caller, i) => [caller, expected?.[i]])));
    });
  });
});

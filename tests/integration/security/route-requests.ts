// A request each HTTP route of the route table answers when its caller may use it: the base the
// authorization matrix sends and the fuzz suite mutates. A route added to infra/routes.ts without a
// request here fails both suites.
import { randomUUID } from 'node:crypto';
import type { HttpRoute } from '@infra/routes';
import { newAthlete } from '../../support/accounts';
import { registrationBody } from '../registration/registration-fixture';
import { CAMPOS, EVENT_INFO, FORM_ANSWERS, FORM_GROUP, REGISTRY_CONFIG, sendRaw, spareKeyId, type Credentials, type SecurityWorld } from './security-world';

export interface RouteRequest {
  /** The $default route's own: a path no other route matches (with its parameters) and a method. */
  path?: string;
  method?: string;
  /** Path parameters other than eventId, which is the world's event. */
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
}

type Builder = (world: SecurityWorld, who: Credentials) => RouteRequest | Promise<RouteRequest>;

/** The caller's own profile as PUT /api/me takes it; callers without an account send a stranger's. */
async function ownProfile(world: SecurityWorld, who: Credentials): Promise<unknown> {
  const { status, body } = await sendRaw(world.cloudUrl, 'GET', '/api/me', who);
  const { nombres, apellidos, telefono, genero, correo } = status === 200 ? (body as Record<string, string>) : newAthlete();
  return { nombres, apellidos, telefono, genero, correo };
}

const pushEndpoint = (world: SecurityWorld) => `${world.cloudUrl}/local/avisos/push/00000000-0000-4000-8000-0000000000ff`;
/** A browser's P-256 key and auth secret. */
const pushKeys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

const UNKNOWN_REGISTRANT = '00000000-0000-4000-8000-000000000001';
const UNKNOWN_WAITLIST_ENTRY = { codigoModalidad: '10K', correo: 'nadie-espera@prueba.mx', clave: 'A'.repeat(43) };
const UNKNOWN_CHANGE = '00000000-0000-4000-8000-000000000002';

const discountCheck = {
  codigo: 'CORRE10',
  correo: 'corredora@prueba.mx',
  datos: { fechaNacimiento: '1992-07-15', genero: 'F' },
  moneda: 'MXN',
  codigoModalidad: '10K',
  rama: 'F',
  codigoCategoria: 1,
  productos: [],
};

/** A group order of two athletes, each a single registration's body without its attempt. */
function groupBody() {
  const member = () => {
    const { intento: _intento, ...rest } = registrationBody({ campos: CAMPOS });
    return rest;
  };
  return { intento: randomUUID(), etiqueta: 'Familia Prueba', miembros: [member(), member()] };
}

/** The reto's participant, whose thread the organizer's chat routes name. */
const retoAthleteId = async (world: SecurityWorld) => ((await sendRaw(world.cloudUrl, 'GET', '/api/me', world.callers.athlete)).body as { userId: string }).userId;

export const routeRequests: Record<string, Builder> = {
  GetHealth: () => ({}),
  RouteNotFound: () => ({ method: 'DELETE', path: '/api/no-existe/{ruta}', params: { ruta: 'ninguna' } }),
  CreateAccount: () => ({ body: newAthlete() }),
  GetMyProfile: () => ({}),
  UpdateMyProfile: async (world, who) => ({ body: await ownProfile(world, who) }),
  CreatePhotoUpload: () => ({ body: { contentType: 'image/jpeg', size: 1024 } }),
  ListEvents: () => ({ query: 'list=upcoming' }),
  GetEvent: () => ({}),
  CreateEvent: () => ({ body: EVENT_INFO }),
  ListMyEvents: () => ({}),
  UpdateEvent: () => ({ body: EVENT_INFO }),
  SaveEventSection: () => ({ params: { section: 'customStrings' }, body: { evento: 'Carrera' } }),
  ListTimingKeys: () => ({}),
  ListReadReviews: () => ({}),
  // A read that is not flagged answers 404, served all the same.
  DecideReadReview: () => ({ body: { bib: '1', readId: 'r1', decision: 'aceptada' } }),
  // A discard of a read never stored is answered as done: served all the same.
  RecordManualReads: () => ({
    body: { reads: [{ readId: 'm-abcdefgh-1', bib: '1', point: 'META', time: '2030-03-01T07:40:00-06:00' }], discards: [{ bib: '1', readId: 'm-abcdefgh-9' }] },
  }),
  GetStartList: () => ({}),
  GetServerTime: () => ({}),
  GetTimingStartList: () => ({}),
  CreateTimingKey: () => ({ body: { label: 'Respaldo' } }),
  RevokeTimingKey: async (world) => ({ params: { keyId: await spareKeyId(world) } }),
  IngestReads: () => ({ body: { reads: [{ readId: 'r1', bib: '1', point: 'META', time: '2030-03-01T07:40:00-06:00' }] } }),
  UploadStartList: () => ({ body: { athletes: [{ bib: '1', chip: 'C1', nombre: 'Lucía', rama: 'F', fechaNacimiento: '1992-07-15', modalidad: '10K' }] } }),
  UploadResults: () => ({ body: { results: [{ num: '2', nombre: 'Ana Prueba', gen: 'F', codMod: '10K', to: '00:45:00', toMS: 2_700_000, fhm: '2030-03-01 07:45:00.000' }] } }),
  CreateEventPhotoUpload: () => ({ body: { contentType: 'image/jpeg', size: 1024, takenAt: '2030-03-01T07:45:00-06:00' } }),
  GetTimingOpenApi: () => ({}),
  GetStandingsPage: () => ({ query: 'modalidad=10K&view=general' }),
  GetResultsCsv: () => ({ query: 'modalidad=10K&view=equipos' }),
  SearchResults: () => ({ query: 'q=1' }),
  GetAthleteDetail: () => ({ params: { bib: '1' } }),
  GetLiveSnapshot: () => ({}),
  GetLivePasses: () => ({ query: 'modalidad=10K&filtro=0' }),
  // The local push service knows no such subscription: the fan-out's first notice to it gets 404 and forgets it.
  SubscribePushNotices: (world) => ({ body: { endpoint: pushEndpoint(world), keys: pushKeys, bib: '1' } }),
  UnsubscribePushNotices: (world) => ({ body: { endpoint: pushEndpoint(world), auth: pushKeys.auth, bib: '1' } }),
  GetFeedEvent: () => ({}),
  GetFeedStandings: () => ({ query: 'modalidad=10K&view=general&formato=csv' }),
  GetFeedPasses: () => ({ query: 'modalidad=10K&filtro=0' }),
  GetFeedAthlete: () => ({ params: { bib: '1' } }),
  GetFeedWidget: () => ({ query: 'modalidad=10K&lista=genero:F' }),
  GetFeedOpenApi: () => ({}),
  GetRegistrationView: () => ({}),
  GetRegistryConfig: () => ({}),
  SaveRegistryConfig: () => ({ body: REGISTRY_CONFIG }),
  CheckDiscountCode: () => ({ body: discountCheck }),
  CreateRegistration: () => ({ body: registrationBody({ campos: CAMPOS }) }),
  CreateGroupRegistration: () => ({ body: groupBody() }),
  PayRegistration: (world) => ({ params: { registroId: world.registroId }, body: world.payment }),
  GetRegistrant: (world) => ({ params: { registroId: world.registroId } }),
  // The world's draft is not complete and its event allows no change: a 409 in Spanish, served all the same.
  StartRegistrationChange: (world) => ({ params: { registroId: world.registroId }, body: { tipo: 'traspaso' } }),
  CancelRegistrationChange: (world) => ({ params: { registroId: world.registroId, cambioId: UNKNOWN_CHANGE } }),
  GetRegistrationChange: () => ({ params: { cambioId: UNKNOWN_CHANGE } }),
  PayRegistrationChange: () => ({ params: { cambioId: UNKNOWN_CHANGE }, body: { metodo: 'card', intento: randomUUID(), token: 'tok_prueba' } }),
  GetMyEventAccess: () => ({}),
  ListRegistrants: () => ({ query: 'filtro=3' }),
  GetAdminRegistrant: (world) => ({ params: { registroId: world.registroId } }),
  // Changes name a registrant the event does not have: a 404 is the route serving the caller.
  EditRegistrant: () => ({ params: { registroId: UNKNOWN_REGISTRANT }, body: { revision: 0, campo: 'nombres', valor: 'Lucía' } }),
  MoveRegistrant: () => ({ params: { registroId: UNKNOWN_REGISTRANT }, body: { revision: 0, codigoModalidad: '10K', rama: 'F', codigoCategoria: 1 } }),
  SetRegistrantDeletion: () => ({ params: { registroId: UNKNOWN_REGISTRANT }, body: { revision: 0, borrado: true } }),
  ReleaseFolio: () => ({ params: { registroId: UNKNOWN_REGISTRANT }, body: { revision: 0 } }),
  ResendConfirmation: () => ({ params: { registroId: UNKNOWN_REGISTRANT }, body: {} }),
  UndoRegistrationChange: () => ({ params: { registroId: UNKNOWN_REGISTRANT, cambioId: UNKNOWN_CHANGE }, body: { revision: 0 } }),
  CreateRegistrantsLiveTicket: () => ({ body: {} }),
  ListDeletedFolios: () => ({}),
  ListAuthorizedUsers: () => ({}),
  AuthorizeUser: () => ({ body: { correo: 'taquilla-pendiente@prueba.mx', perfil: 'inscriptor' } }),
  RevokeAuthorization: () => ({ params: { correo: 'nadie@prueba.mx' } }),
  CreateDeskRegistration: () => ({ body: { ...registrationBody({ campos: CAMPOS }), tipoRegistro: 2 } }),
  RequestRegistrantReport: () => ({ body: { tipo: 1 } }),
  GetRegistrantReport: () => ({ params: { reportId: '00000000-0000-4000-8000-000000000000' } }),
  GetRegistrantDashboard: () => ({}),
  // The world's 10K has places left: joining is served its 409; an entry nobody has, its 404.
  JoinWaitlist: () => ({ body: { codigoModalidad: '10K', datos: registrationBody().datos } }),
  GetWaitlistEntry: () => ({ body: UNKNOWN_WAITLIST_ENTRY }),
  LeaveWaitlist: () => ({ body: UNKNOWN_WAITLIST_ENTRY }),
  ListWaitlist: () => ({}),
  MoveWaitlistEntry: () => ({ params: { codigoModalidad: '10K', correo: UNKNOWN_WAITLIST_ENTRY.correo }, body: { posicion: 1 } }),
  RemoveWaitlistEntry: () => ({ params: { codigoModalidad: '10K', correo: UNKNOWN_WAITLIST_ENTRY.correo } }),
  GetSite: () => ({}),
  // Each caller saves on the revision it reads, so every one that may save does.
  SaveSite: async (world, who) => {
    const { status, body } = await sendRaw(world.cloudUrl, 'GET', `/api/events/${world.eventId}/site`, who);
    return { body: { revision: status === 200 ? (body as { revision: number }).revision : 0, content: { title: 'Sitio de la carrera' } } };
  },
  PublishSite: async (world, who) => {
    const { status, body } = await sendRaw(world.cloudUrl, 'GET', `/api/events/${world.eventId}/site`, who);
    return { body: { revision: status === 200 ? Math.max(1, (body as { revision: number }).revision) : 1 } };
  },
  AddSiteHost: () => ({ body: { tipo: 'subdominio', slug: `sitio-${randomUUID().slice(0, 8)}` } }),
  VerifySiteHost: () => ({ params: { host: 'nadie.example.mx' }, body: {} }),
  RemoveSiteHost: () => ({ params: { host: 'nadie.example.mx' } }),
  CreateSiteImageUpload: () => ({ body: { contentType: 'image/png', size: 2048 } }),
  GetSiteImageStatus: () => ({ params: { imageId: '0b9c3a52-6f1e-4a57-9d8e-2f1c5b7a9e10' } }),
  GetEventWeb: () => ({}),
  ListOwnerEvents: () => ({ query: 'status=2' }),
  GetHostedSite: () => ({ params: { host: 'nadie.localhost' } }),
  GetDocument: (world) => ({ params: { host: 'localhost' }, query: `path=${encodeURIComponent(`/convocatoria/evento_${world.eventId}`)}` }),
  GetResultCard: () => ({ params: { bib: '101' } }),
  GetEventCard: () => ({}),
  CreateFormSubmission: (world) => ({ params: { grupo: FORM_GROUP }, body: { intento: randomUUID(), sitio: world.eventId, campos: FORM_ANSWERS } }),
  ListFormSubmissions: () => ({ query: `form=${FORM_GROUP}` }),
  GetFormSubmissionsCsv: () => ({ query: `form=${FORM_GROUP}` }),
  CountTrackingVisit: () => ({ params: { tkl: 'matriz' }, body: {} }),
  ListTrackingLinks: () => ({}),
  CreateVirtualEvent: () => ({ body: { eventName: 'Reto de la matriz', eventStart: '2030-01-01T00:00:00-06:00', eventEnd: '2030-01-31T23:59:59-06:00', distance: 10 } }),
  GetVirtualEvent: () => ({ params: { eventID: '1-2-3' } }),
  ListMyVirtualEvents: () => ({}),
  // Each caller saves on the revision it reads, so every one that may save does.
  UpdateVirtualEvent: async (world, who) => {
    const { status, body } = await sendRaw(world.cloudUrl, 'GET', `/api/retos/${world.retoId}/config`, who);
    return { params: { eventID: world.retoId }, body: { revision: status === 200 ? (body as { revision: number }).revision : 0, eventDescription: 'Reto de la matriz', certificatePosition: 1.5 } };
  },
  GetRetoConfig: (world) => ({ params: { eventID: world.retoId } }),
  CreateRetoMediaUpload: (world) => ({ params: { eventID: world.retoId }, body: { field: 'medalImage', contentType: 'image/png', size: 2048 } }),
  ListLatestRetos: () => ({}),
  // A code the reto does not have: registering the callers would change who its participants are.
  RegisterInReto: (world) => ({ params: { eventID: world.retoId }, body: { code: 'ZZZZZZ' } }),
  GetMyParticipation: (world) => ({ params: { eventID: world.retoId } }),
  SaveRetoForm: (world) => ({ params: { eventID: world.retoId }, body: { answers: {} } }),
  SetRetoGoal: (world) => ({ params: { eventID: world.retoId }, body: { goal: { hours: 0, minutes: 30, seconds: 0 } } }),
  SetRetoFinish: (world) => ({ params: { eventID: world.retoId }, body: { finish: { hours: 0, minutes: 31, seconds: 5 } } }),
  RaiseRetoStep: (world) => ({ params: { eventID: world.retoId }, body: { step: 0 } }),
  PayReto: (world) => ({ params: { eventID: world.retoId }, body: { metodo: 'oxxo_pay', intento: randomUUID() } }),
  ListMyParticipations: () => ({}),
  CreateRetoPhotoUpload: (world) => ({ params: { eventID: world.retoId }, body: { photoType: 'startLine', contentType: 'image/jpeg', size: 2048 } }),
  ListMyRetoPhotos: (world) => ({ params: { eventID: world.retoId } }),
  ListRetoPhotos: (world) => ({ params: { eventID: world.retoId }, query: 'type=startLine' }),
  GenerateAccessCodes: (world) => ({ params: { eventID: world.retoId }, body: { quantity: 1, uses: 1, intento: randomUUID() } }),
  ListAccessCodes: (world) => ({ params: { eventID: world.retoId } }),
  ToggleAccessCode: (world) => ({ params: { eventID: world.retoId, code: world.retoCode }, body: { active: true } }),
  ApplyRetoActivity: (world) => ({ params: { eventID: world.retoId }, body: { activityId: '1772974800-001665' } }),
  GetRetoResults: (world) => ({ params: { eventID: world.retoId }, query: 'gender=F&page=1' }),
  ListRetoParticipants: (world) => ({ params: { eventID: world.retoId } }),
  GetRetoParticipantsCsv: (world) => ({ params: { eventID: world.retoId } }),
  // Nobody of that id takes part: the organizer is answered 404, served all the same.
  GetRetoParticipant: (world) => ({ params: { eventID: world.retoId, userID: UNKNOWN_REGISTRANT } }),
  GetRetoCertificateSample: (world) => ({ params: { eventID: world.retoId }, query: 'format=pdf' }),
  GetRetoCertificate: (world) => ({ params: { eventID: world.retoId } }),
  CreateActivityUpload: () => ({ body: { fileName: 'carrera.gpx', size: 4096 } }),
  GetActivityUpload: () => ({ params: { uploadId: randomUUID() } }),
  ListMyActivities: () => ({}),
  GetMyActivity: () => ({ params: { activityId: '1772974800-001665' } }),
  GetMyTraining: () => ({}),
  UpdateMyTraining: () => ({ body: { ftp: 250, maxHeartRate: 188, zones: { CYCLING: { power: [140, 190, 225, 265, 300, 375] }, RUNNING: { heartRate: [113, 132, 150, 169] } } } }),
  ListRetoActivities: () => ({ params: { eventID: '1-2-3' } }),
  GetMyRetoChat: (world) => ({ params: { eventID: world.retoId } }),
  ListMyRetoMessages: (world) => ({ params: { eventID: world.retoId } }),
  SendRetoMessage: (world) => ({ params: { eventID: world.retoId }, body: { text: 'Hola, organizador', intento: randomUUID() } }),
  ReadMyRetoChat: (world) => ({ params: { eventID: world.retoId }, body: { stream: 'chat' } }),
  ListRetoBroadcasts: (world) => ({ params: { eventID: world.retoId } }),
  SendRetoBroadcast: (world) => ({ params: { eventID: world.retoId }, body: { text: 'Aviso para todos', intento: randomUUID() } }),
  ListRetoThreads: (world) => ({ params: { eventID: world.retoId } }),
  ListRetoThreadMessages: async (world) => ({ params: { eventID: world.retoId, userID: await retoAthleteId(world) } }),
  AnswerRetoThread: async (world) => ({ params: { eventID: world.retoId, userID: await retoAthleteId(world) }, body: { text: 'Respuesta', intento: randomUUID() } }),
  ReadRetoThread: async (world) => ({ params: { eventID: world.retoId, userID: await retoAthleteId(world) }, body: {} }),
  CreateRetoChatTicket: (world, who) => ({ params: { eventID: world.retoId }, body: { topic: who === world.callers.athlete ? 'chat' : 'organizer' } }),
  GetMyWearable: () => ({}),
  ConnectWearable: () => ({ body: { api: 'health' } }),
  // A state no popup was opened with: a 400 is the route serving the caller.
  CompleteWearableConnection: () => ({ body: { code: 'codigo-de-prueba', state: '0'.repeat(32) } }),
  // Nobody of the world is connected: a 404 is the route serving the caller.
  DisconnectWearable: () => ({}),
  ReceiveWearableActivities: () => ({ body: { activities: [] } }),
  PaymentWebhook: () => ({ body: { id: 'evt_1', type: 'order.paid', data: { object: {} } } }),
};

/** The path template a request is sent to: its own, or its route's. */
export const templateOf = (route: HttpRoute, request: RouteRequest): string => request.path ?? route.path;

/** The method a request is sent with: its own, or its route's. */
export const methodOf = (route: HttpRoute, request: RouteRequest): string => request.method ?? route.method;

/** The request's path with the world's event and the request's parameters. */
export function pathOf(route: HttpRoute, world: SecurityWorld, request: RouteRequest): string {
  const path = templateOf(route, request).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? String(world.eventId)));
  return request.query ? `${path}?${request.query}` : path;
}

export function requestOf(route: HttpRoute, world: SecurityWorld, who: Credentials): Promise<RouteRequest> {
  const builder = routeRequests[route.id];
  if (!builder) throw new Error(`${route.id} has no request in tests/integration/security/route-requests.ts`);
  return Promise.resolve(builder(world, who));
}

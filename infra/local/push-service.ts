// A Web Push service, locally (docs/realtime.md, "Push notices"): it issues subscriptions (an endpoint
// and the keys a browser would make, kept here so what arrives can be read), takes pushes as a real
// one does (RFC 8030: VAPID-signed for the subscription's key, aes128gcm, TTL, at most 4 KB; 404 for an
// unknown subscription, 410 for one marked gone) and records them, decrypted, for its page. Kept in
// one JSON file under the data directory, or in memory.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { durableDocument } from './durable-file';
import { BodyTooLargeError, readBody, send, sendJson, splitUrl } from './http-io';
import { decryptPush, newUserAgentKeys } from './push-decrypt';
import { renderPushServicePage, type PushRecord, type StandInSubscription } from './push-service-pages';
import { checkVapid } from './push-vapid-check';

export const pushServicePath = '/local/avisos';

/** RFC 8030 and the push services: 4,096 bytes of encrypted payload at most. */
const MAX_PAYLOAD_BYTES = 4096;
/** What is kept: the newest pushes and subscriptions; older ones are dropped. */
const KEPT_PUSHES = 1000;
const KEPT_SUBSCRIPTIONS = 10_000;
const noStore = { 'cache-control': 'no-store' };

const stateSchema = z.object({
  subscriptions: z.array(
    z.object({
      id: z.string(),
      applicationServerKey: z.string(),
      keys: z.object({ privateKey: z.string(), publicKey: z.string(), auth: z.string() }),
      gone: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  pushes: z.array(
    z.object({
      id: z.string(),
      subscriptionId: z.string(),
      receivedAt: z.string(),
      ttl: z.number(),
      urgency: z.string(),
      topic: z.string().optional(),
      bytes: z.number(),
      text: z.string().nullable(),
    }),
  ),
});
type State = z.infer<typeof stateSchema>;

const subscribeSchema = z.object({ applicationServerKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/) });

async function readState(file: string | undefined): Promise<State> {
  if (!file) return { subscriptions: [], pushes: [] };
  try {
    return stateSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    // No file yet, or a damaged one: browsers subscribe again.
    return { subscriptions: [], pushes: [] };
  }
}

/** A push service's refusal of a malformed push header, or null. */
/** One header's value; a header sent twice counts as malformed. */
const headerOf = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

function headerRefusal(req: IncomingMessage): string | null {
  const ttl = headerOf(req, 'ttl');
  if (ttl === undefined || !/^\d{1,10}$/.test(ttl)) return 'Falta el encabezado TTL o no es un número de segundos';
  if (req.headers['content-encoding'] !== 'aes128gcm') return 'Content-Encoding debe ser aes128gcm';
  const urgency = headerOf(req, 'urgency');
  if (urgency !== undefined && !['very-low', 'low', 'normal', 'high'].includes(urgency)) return 'Urgency no es very-low, low, normal ni high';
  const topic = req.headers.topic;
  if (topic !== undefined && (typeof topic !== 'string' || !/^[A-Za-z0-9_-]{1,32}$/.test(topic))) return 'Topic debe tener a lo más 32 caracteres base64url';
  return null;
}

export interface PushServiceOptions {
  /** The subscriptions and pushes' file; undefined keeps them in memory. */
  file?: string;
  /** The cloud's origin: endpoints name it, and VAPID tokens must have it as their audience. */
  cloudUrl: string;
}

export async function createPushService(options: PushServiceOptions) {
  const state = await readState(options.file);
  const document = options.file ? durableDocument(options.file, () => state) : undefined;
  const save = async () => {
    await document?.save();
  };
  const audience = new URL(options.cloudUrl).origin;
  /** Pushes taken since the start, the ones no longer kept included. */
  let received = 0;

  async function subscribe(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw: unknown = null;
    try {
      raw = JSON.parse((await readBody(req, 1024)).toString('utf8'));
    } catch {
      // Not JSON, or too long: refused below like a body without the key.
    }
    const parsed = subscribeSchema.safeParse(raw);
    if (!parsed.success) return sendJson(res, 400, { message: 'applicationServerKey debe ser la clave pública VAPID en base64url' }, noStore);
    const subscription: StandInSubscription = { id: randomUUID(), applicationServerKey: parsed.data.applicationServerKey, keys: newUserAgentKeys(), gone: false, createdAt: new Date().toISOString() };
    state.subscriptions.push(subscription);
    state.subscriptions.splice(0, Math.max(0, state.subscriptions.length - KEPT_SUBSCRIPTIONS));
    await save();
    sendJson(res, 201, { endpoint: `${audience}${pushServicePath}/push/${subscription.id}`, expirationTime: null, keys: { p256dh: subscription.keys.publicKey, auth: subscription.keys.auth } }, noStore);
  }

  async function push(id: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const subscription = state.subscriptions.find((one) => one.id === id);
    if (!subscription) return sendJson(res, 404, { message: 'No existe esa suscripción' }, noStore);
    if (subscription.gone) return sendJson(res, 410, { message: 'La suscripción ya no existe' }, noStore);
    const refused = await checkVapid(req.headers.authorization, audience, subscription.applicationServerKey, Math.floor(Date.now() / 1000));
    if (refused) return sendJson(res, refused.status, { message: refused.reason }, noStore);
    const badHeader = headerRefusal(req);
    if (badHeader) return sendJson(res, 400, { message: badHeader }, noStore);
    let body: Buffer;
    try {
      body = await readBody(req, MAX_PAYLOAD_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendJson(res, 413, { message: `El mensaje pasa de ${MAX_PAYLOAD_BYTES} bytes` }, noStore);
      throw error;
    }
    const topic = headerOf(req, 'topic');
    const record: PushRecord = {
      id: randomUUID(),
      subscriptionId: id,
      receivedAt: new Date().toISOString(),
      ttl: Number(req.headers.ttl),
      urgency: headerOf(req, 'urgency') ?? 'normal',
      ...(topic ? { topic } : {}),
      bytes: body.length,
      text: decryptPush(body, subscription.keys),
    };
    state.pushes.push(record);
    received += 1;
    state.pushes.splice(0, Math.max(0, state.pushes.length - KEPT_PUSHES));
    await save();
    send(res, 201, '', { location: `${audience}${pushServicePath}/mensajes/${record.id}`, ...noStore });
  }

  async function markGone(id: string, res: ServerResponse): Promise<void> {
    const subscription = state.subscriptions.find((one) => one.id === id);
    if (!subscription) return sendJson(res, 404, { message: 'No existe esa suscripción' }, noStore);
    subscription.gone = true;
    await save();
    send(res, 303, '', { location: pushServicePath, ...noStore });
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { path, query } = splitUrl(req);
    const rest = path.slice(pushServicePath.length);
    const pushTo = /^\/push\/([0-9a-f-]{36})$/.exec(rest);
    const goneOf = /^\/suscripciones\/([0-9a-f-]{36})\/baja$/.exec(rest);
    if (req.method === 'POST' && rest === '/suscripciones') return subscribe(req, res);
    if (req.method === 'POST' && pushTo) return push(pushTo[1]!, req, res);
    if (req.method === 'POST' && goneOf) return markGone(goneOf[1]!, res);
    if (req.method === 'GET' && rest === '.json') {
      // ?suscripcion=<id>: that subscription's pushes only.
      const only = new URLSearchParams(query).get('suscripcion');
      const pushes = [...state.pushes].reverse().filter((one) => only === null || one.subscriptionId === only);
      return sendJson(res, 200, { received, subscriptions: state.subscriptions.map(({ id, gone, createdAt }) => ({ id, gone, createdAt })), pushes }, noStore);
    }
    if (req.method === 'GET' && rest === '') return send(res, 200, renderPushServicePage(state.subscriptions, [...state.pushes].reverse()), { 'content-type': 'text/html; charset=utf-8', ...noStore });
    sendJson(res, 404, { message: 'No existe esa ruta del servicio de avisos' }, noStore);
  };
}

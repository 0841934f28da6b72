// Garmin, locally (docs/retos.md): the connect popup's 'Autorizar' page, the
// OAuth 2.0 token exchange with its PKCE check, the deregistration, and pushes of a connected
// account's activities to the platform's webhook in Garmin's shape, signed with the cloud's secret.
// The accounts are kept in one JSON file under the data directory, or in memory.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { ACTIVITY_TYPES, type ActivityType } from '@shared/activities/activity';
import { activityTypeLabels } from '@shared/activities/activity-texts';
import { parseDuration } from '@shared/results/durations';
import type { GarminPush } from '@lambdas/activities/garmin-push';
import { standInPaths, standInTokenRequestSchema, type StandInToken } from '@lambdas/activities/wearable-stand-in-contract';
import { simulatorSignature, simulatorSignatureHeader } from '@lambdas/core/simulator-signature';
import { writeFileAtomically } from './durable-file';
import { readBody, send, sendJson, splitUrl } from './http-io';
import { garminPath, renderAuthorizePage, renderStandInPage, type StandInAccount, type StandInPush } from './garmin-stand-in-pages';

interface GarminStandInOptions {
  /** The accounts' file; undefined keeps them in memory. */
  file?: string;
  /** The cloud's own origin: the only place the popup may be sent back to. */
  cloudUrl: string;
  webhookUrl: string;
  secret: string;
}

interface PendingCode {
  challenge: string;
  userId: string;
  expiresAt: number;
}

const CODE_SECONDS = 600;
const TOKEN_SECONDS = 86_400;
const MEXICO_CITY_OFFSET = '-06:00';
const noStore = { 'cache-control': 'no-store' };
const accountSchema = z.object({ userId: z.string(), name: z.string(), accessToken: z.string(), connectedAt: z.string() });

const base64Url = (bytes: Buffer) => bytes.toString('base64url');
const challengeOf = (verifier: string) => base64Url(createHash('sha256').update(verifier).digest());

async function readAccounts(file: string | undefined): Promise<StandInAccount[]> {
  if (!file) return [];
  try {
    return accountSchema.array().parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    // No file yet, or a damaged one: the athletes connect again.
    return [];
  }
}

/** The datetime-local value of an hour ago in Mexico City's time, the custom form's default start. */
function anHourAgoInMexico(now: Date): string {
  return new Date(now.getTime() - 3600_000 - 6 * 3600_000).toISOString().slice(0, 16);
}

interface ActivityRequest {
  type: ActivityType;
  meters: number;
  seconds: number;
  startSeconds: number;
}

/** The pushed activity of the page's form: its sample (5 km an hour ago) or the athlete's own. */
function activityOf(form: URLSearchParams, now: Date): ActivityRequest | null {
  if (form.get('ejemplo') === '1') return { type: 'RUNNING', meters: 5020, seconds: 1710, startSeconds: Math.floor(now.getTime() / 1000 / 60) * 60 - 3600 };
  const type = ACTIVITY_TYPES.find((each) => each === form.get('tipo'));
  const km = Number(form.get('km'));
  const ms = parseDuration(form.get('duracion') ?? '');
  const start = Date.parse(`${form.get('inicio') ?? ''}:00${MEXICO_CITY_OFFSET}`);
  if (!type || !(km > 0 && km <= 1000) || !ms || !Number.isFinite(start)) return null;
  return { type, meters: Math.round(km * 1000), seconds: ms / 1000, startSeconds: start / 1000 };
}

export async function createGarminStandIn(options: GarminStandInOptions) {
  const accounts = new Map((await readAccounts(options.file)).map((account) => [account.userId, account]));
  const codes = new Map<string, PendingCode>();
  const pushes: StandInPush[] = [];
  const persist = () => (options.file ? writeFileAtomically(options.file, JSON.stringify([...accounts.values()], null, 2)) : Promise.resolve());
  const origin = new URL(options.cloudUrl).origin;
  const sendsBackHome = (redirect: string) => URL.canParse(redirect) && new URL(redirect).origin === origin;

  async function authorize(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams((await readBody(req)).toString('utf8'));
    const redirect = form.get('redirect_uri') ?? '';
    const challenge = form.get('code_challenge') ?? '';
    if (!sendsBackHome(redirect) || form.get('code_challenge_method') !== 'S256' || !/^[\w-]{43}$/.test(challenge)) {
      return send(res, 400, 'Solicitud de autorización inválida', { 'content-type': 'text/plain; charset=utf-8' });
    }
    const back = new URL(redirect);
    back.searchParams.set('state', form.get('state') ?? '');
    if (form.get('decision') !== 'autorizar') {
      back.searchParams.set('error', 'access_denied');
      return send(res, 303, '', { location: back.toString() });
    }
    const account: StandInAccount = { userId: randomUUID(), name: (form.get('nombre') ?? '').trim().slice(0, 60) || 'Atleta de prueba', accessToken: base64Url(randomBytes(24)), connectedAt: new Date().toISOString() };
    accounts.set(account.userId, account);
    await persist();
    const code = base64Url(randomBytes(24));
    codes.set(code, { challenge, userId: account.userId, expiresAt: Date.now() / 1000 + CODE_SECONDS });
    back.searchParams.set('code', code);
    send(res, 303, '', { location: back.toString() });
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: unknown;
    try {
      body = JSON.parse((await readBody(req)).toString('utf8'));
    } catch {
      body = undefined;
    }
    const request = standInTokenRequestSchema.safeParse(body);
    const pending = request.success ? codes.get(request.data.code) : undefined;
    if (!request.success || !pending) return sendJson(res, 400, { error: 'invalid_grant' });
    // A code is good once, for ten minutes, and only with the verifier of its challenge.
    codes.delete(request.data.code);
    const account = accounts.get(pending.userId);
    if (!account || pending.expiresAt < Date.now() / 1000 || challengeOf(request.data.code_verifier) !== pending.challenge) return sendJson(res, 400, { error: 'invalid_grant' });
    const granted: StandInToken = { access_token: account.accessToken, refresh_token: base64Url(randomBytes(24)), expires_in: TOKEN_SECONDS, userId: account.userId };
    sendJson(res, 200, granted, noStore);
  }

  async function deregister(req: IncomingMessage, res: ServerResponse, userId: string): Promise<void> {
    const account = accounts.get(userId);
    if (!account) return send(res, 404, '');
    if (req.headers.authorization !== `Bearer ${account.accessToken}`) return send(res, 401, '');
    accounts.delete(userId);
    await persist();
    send(res, 204, '');
  }

  async function push(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams((await readBody(req)).toString('utf8'));
    const account = accounts.get(form.get('userId') ?? '');
    const now = new Date();
    const activity = activityOf(form, now);
    const back = (notice: string) => send(res, 303, '', { location: `${garminPath}?${new URLSearchParams({ aviso: notice })}` });
    if (!account) return back('Esa cuenta ya no está conectada.');
    if (!activity) return back('Revisa la distancia, la duración (HH:MM:SS) y el inicio de la actividad.');
    const body: GarminPush = {
      activities: [
        {
          userId: account.userId,
          summaryId: `${randomBytes(6).readUIntBE(0, 6)}`,
          activityType: activity.type,
          startTimeInSeconds: Math.round(activity.startSeconds),
          durationInSeconds: Math.round(activity.seconds),
          distanceInMeters: activity.meters,
          averageSpeedInMetersPerSecond: Number((activity.meters / activity.seconds).toFixed(3)),
          averageHeartRateInBeatsPerMinute: 152,
          activeKilocalories: Math.round(activity.meters * 0.075),
        },
      ],
    };
    const raw = JSON.stringify(body);
    const answer = await fetch(options.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', [simulatorSignatureHeader]: simulatorSignature(raw, options.secret) }, body: raw });
    const summary = `${activityTypeLabels[activity.type]}: ${(activity.meters / 1000).toFixed(2)} km en ${form.get('duracion') ?? '00:28:30'}`;
    pushes.unshift({ at: now.toISOString(), name: account.name, summary, webhookStatus: answer.status });
    pushes.splice(20);
    back(`Actividad enviada; el webhook respondió ${answer.status}.`);
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { path, query } = splitUrl(req);
    const list = [...accounts.values()].reverse();
    if (req.method === 'GET' && path === `${garminPath}.json`) return sendJson(res, 200, { accounts: list.map(({ accessToken: _token, ...account }) => account), pushes }, noStore);
    const html = { 'content-type': 'text/html; charset=utf-8', ...noStore };
    if (req.method === 'GET' && path === garminPath) return send(res, 200, renderStandInPage(list, pushes, new URLSearchParams(query).get('aviso'), anHourAgoInMexico(new Date())), html);
    if (req.method === 'GET' && path === `${garminPath}${standInPaths.authorize}`) return send(res, 200, renderAuthorizePage(new URLSearchParams(query)), html);
    if (req.method === 'POST' && path === `${garminPath}${standInPaths.authorize}`) return authorize(req, res);
    if (req.method === 'POST' && path === `${garminPath}${standInPaths.token}`) return token(req, res);
    if (req.method === 'POST' && path === `${garminPath}/enviar`) return push(req, res);
    if (req.method === 'DELETE' && path.startsWith(`${garminPath}${standInPaths.users}/`)) return deregister(req, res, path.slice(`${garminPath}${standInPaths.users}/`.length));
    sendJson(res, 404, { message: 'Not Found' });
  };
}

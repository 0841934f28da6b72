// The wearable connection against the local cloud and its Garmin stand-in: /atletas asks for the
// provider's page (urlRequest), the popup's 'Autorizar' comes back with a code the platform exchanges
// (PKCE checked by the stand-in), the stand-in then pushes the account's activities to the webhook,
// which reads only a signed body; 'Eliminar conexión' ends the registration at the provider too.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ActivityPage } from '@shared/activities/activity';
import type { WearableConnectionView, WearableConnectStart } from '@shared/activities/wearable';
import type { ApiErrorBody } from '@shared/core/api-error';
import { callApi, signedUpAthlete, waitFor } from '../../support/accounts';

const cloudUrl = inject('cloudUrl');

interface StandInState {
  accounts: { userId: string; name: string }[];
}

const form = (fields: Record<string, string>) => ({ method: 'POST', redirect: 'manual' as const, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });

/** Presses 'Autorizar' (or 'Cancelar') on the stand-in's page the urlRequest opens; the popup's return address. */
async function decide(urlRequest: string, name: string, decision = 'autorizar'): Promise<URL> {
  const page = await fetch(urlRequest);
  expect(await page.text()).toContain('Autorizar');
  const query = Object.fromEntries(new URL(urlRequest).searchParams);
  const answer = await fetch(`${cloudUrl}/local/garmin/autorizar`, form({ ...query, nombre: name, decision }));
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location') ?? '');
}

async function connected(token: string, name: string): Promise<WearableConnectionView> {
  const start = await callApi<WearableConnectStart>(cloudUrl, '/api/me/wearable', { method: 'POST', token, body: { api: 'health' } });
  expect(start.status).toBe(201);
  const back = await decide(start.body.urlRequest, name);
  const done = await callApi<WearableConnectionView>(cloudUrl, '/api/me/wearable/authorization', { method: 'POST', token, body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') } });
  expect(done.status).toBe(200);
  return done.body;
}

async function standInAccount(name: string): Promise<string | undefined> {
  const state = (await (await fetch(`${cloudUrl}/local/garmin.json`)).json()) as StandInState;
  return state.accounts.find((account) => account.name === name)?.userId;
}

/** The notice the stand-in's page shows after a push (its redirect's ?aviso=). */
const noticeOf = (answer: Response) => new URL(answer.headers.get('location') ?? '', cloudUrl).searchParams.get('aviso');

const myActivities = async (token: string) => (await callApi<ActivityPage>(cloudUrl, '/api/me/activities', { token })).body.activities;

let token: string;
beforeAll(async () => {
  ({ token } = await signedUpAthlete(cloudUrl));
});

describe('wearable connection', () => {
  it('connects through the provider popup: urlRequest, Autorizar, and the code exchanged once', async () => {
    expect((await callApi<WearableConnectionView>(cloudUrl, '/api/me/wearable', { token })).body).toEqual({ connected: false });
    const start = await callApi<WearableConnectStart>(cloudUrl, '/api/me/wearable', { method: 'POST', token, body: { api: 'health' } });
    expect(start.body.urlRequest).toMatch(new RegExp(`^${cloudUrl}/local/garmin/autorizar\\?`));
    expect(new URL(start.body.urlRequest).searchParams.get('redirect_uri')).toBe(`${cloudUrl}/atletas/dispositivo`);
    expect(new URL(start.body.urlRequest).searchParams.get('code_challenge_method')).toBe('S256');

    const back = await decide(start.body.urlRequest, 'Cuenta de Ana');
    expect(`${back.origin}${back.pathname}`).toBe(`${cloudUrl}/atletas/dispositivo`);
    const body = { code: back.searchParams.get('code'), state: back.searchParams.get('state') };
    const done = await callApi<WearableConnectionView>(cloudUrl, '/api/me/wearable/authorization', { method: 'POST', token, body });

    expect(done.body).toMatchObject({ connected: true, provider: 'garmin' });
    expect((await callApi<WearableConnectionView>(cloudUrl, '/api/me/wearable', { token })).body).toEqual(done.body);
    const again = await callApi<ApiErrorBody>(cloudUrl, '/api/me/wearable/authorization', { method: 'POST', token, body });
    expect(again.status).toBe(400);
    const another = await callApi<ApiErrorBody>(cloudUrl, '/api/me/wearable', { method: 'POST', token, body: {} });
    expect([another.status, another.body.message]).toEqual([409, 'Tu cuenta ya tiene un dispositivo conectado: elimina la conexión antes de conectar otro']);
  });

  it('stores the activities the provider pushes for a connected account as source garmin', async () => {
    const providerUserId = await standInAccount('Cuenta de Ana');
    expect(providerUserId).toBeDefined();

    const sample = await fetch(`${cloudUrl}/local/garmin/enviar`, form({ userId: providerUserId!, ejemplo: '1' }));
    expect(noticeOf(sample)).toBe('Actividad enviada; el webhook respondió 200.');
    await fetch(`${cloudUrl}/local/garmin/enviar`, form({ userId: providerUserId!, tipo: 'CYCLING', km: '20', duracion: '00:45:00', inicio: '2026-03-08T08:00' }));

    const activities = await waitFor(async () => {
      const found = await myActivities(token);
      return found.length === 2 ? found : undefined;
    });
    expect(activities.every((activity) => activity.source === 'garmin' && activity.status === 'parsed')).toBe(true);
    const ride = activities.find((activity) => activity.status === 'parsed' && activity.summary.activityType === 'CYCLING');
    expect(ride).toMatchObject({ activityId: '1772978400-002700', summary: { startTimeInSeconds: 1_772_978_400, durationInSeconds: 2700, distanceInMeters: 20_000 } });
  });

  it('reads no notification without the provider signature', async () => {
    const body = JSON.stringify({ activities: [{ userId: 'x', summaryId: '1', activityType: 'RUNNING', startTimeInSeconds: 1_772_974_800, durationInSeconds: 1800, distanceInMeters: 5000 }] });
    for (const headers of [{}, { 'x-simulador-firma': 'ab'.repeat(32) }] as Record<string, string>[]) {
      const answer = await fetch(`${cloudUrl}/api/wearables/activities`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as ApiErrorBody).message).toBe('Notificación no verificada');
    }
  });

  it("'Eliminar conexión' ends the registration at the provider and keeps the activities", async () => {
    const providerUserId = await standInAccount('Cuenta de Ana');
    const removed = await callApi<WearableConnectionView>(cloudUrl, '/api/me/wearable', { method: 'DELETE', token });

    expect(removed.body).toEqual({ connected: false });
    expect(await standInAccount('Cuenta de Ana')).toBeUndefined();
    expect(await myActivities(token)).toHaveLength(2);
    const push = await fetch(`${cloudUrl}/local/garmin/enviar`, form({ userId: providerUserId!, ejemplo: '1' }));
    expect(noticeOf(push)).toBe('Esa cuenta ya no está conectada.');
    expect((await callApi(cloudUrl, '/api/me/wearable', { method: 'DELETE', token })).status).toBe(404);
  });

  it("refuses a code with another start's state, and a cancelled popup connects nothing", async () => {
    const { token: other } = await signedUpAthlete(cloudUrl);
    const start = await callApi<WearableConnectStart>(cloudUrl, '/api/me/wearable', { method: 'POST', token: other, body: { api: 'health' } });
    const back = await decide(start.body.urlRequest, 'Cuenta de Beto');
    const wrongState = await callApi<ApiErrorBody>(cloudUrl, '/api/me/wearable/authorization', { method: 'POST', token: other, body: { code: back.searchParams.get('code'), state: 'f'.repeat(32) } });
    expect([wrongState.status, wrongState.body.message]).toEqual([400, 'La autorización no corresponde o ya venció: vuelve a conectar tu dispositivo']);

    const cancelled = await decide(start.body.urlRequest, 'Cuenta de Beto 2', 'cancelar');
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect((await callApi<WearableConnectionView>(cloudUrl, '/api/me/wearable', { token: other })).body).toEqual({ connected: false });
  });

  it("lets the stand-in exchange a code only with its PKCE verifier", async () => {
    const { token: other } = await signedUpAthlete(cloudUrl);
    const start = await callApi<WearableConnectStart>(cloudUrl, '/api/me/wearable', { method: 'POST', token: other, body: { api: 'health' } });
    const back = await decide(start.body.urlRequest, 'Cuenta de Carla');
    const answer = await fetch(`${cloudUrl}/local/garmin/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: back.searchParams.get('code'), code_verifier: 'v'.repeat(43) }) });
    expect(answer.status).toBe(400);
  });

  it('connects a second athlete independently', async () => {
    const { token: other } = await signedUpAthlete(cloudUrl);
    expect(await connected(other, 'Cuenta de Dora')).toMatchObject({ connected: true });
    expect((await callApi<WearableConnectionView>(cloudUrl, '/api/me/wearable', { token })).body).toEqual({ connected: false });
  });
});

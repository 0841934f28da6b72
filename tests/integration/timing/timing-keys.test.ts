// Timing keys in the console: created once in clear, listed without the key, revoked for good.
import { describe, expect, inject, it } from 'vitest';
import type { CreatedTimingKey, TimingKeySummary } from '@shared/timing/timing-key-schemas';
import { callApi, signedUpAthlete } from '../../support/accounts';
import { createdEvent, signedUpAdmin } from '../../support/timed-events';

const cloudUrl = inject('cloudUrl');
const cognitoAdminEndpoint = inject('cognitoAdminEndpoint');

const keysPath = (eventId: number) => `/api/events/${eventId}/timing-keys`;

async function keysOf(eventId: number, token: string): Promise<TimingKeySummary[]> {
  const res = await callApi<{ keys: TimingKeySummary[] }>(cloudUrl, keysPath(eventId), { token });
  expect(res.status).toBe(200);
  return res.body.keys;
}

describe('timing keys', () => {
  it('shows a new key once, then lists it by id and label only', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const { iDEvento } = await createdEvent(cloudUrl, token);
    const created = await callApi<CreatedTimingKey>(cloudUrl, keysPath(iDEvento), { method: 'POST', token, body: { label: 'Tapete meta' } });
    expect(created.status).toBe(201);
    expect(created.body.label).toBe('Tapete meta');
    expect(created.body.key).toMatch(/^tk_[A-Za-z0-9_-]{43}$/);
    const second = await callApi<CreatedTimingKey>(cloudUrl, keysPath(iDEvento), { method: 'POST', token, body: { label: 'Respaldo' } });
    expect(second.body.key).not.toBe(created.body.key);

    const keys = await keysOf(iDEvento, token);
    expect(keys.map((k) => k.label)).toEqual(['Tapete meta', 'Respaldo']);
    expect(keys[0]).toEqual({ keyId: created.body.keyId, label: 'Tapete meta', createdAt: expect.any(String) });
    expect(JSON.stringify(keys)).not.toContain(created.body.key.slice(3));
    const detail = await callApi(cloudUrl, `/api/events/${iDEvento}`);
    expect(JSON.stringify(detail.body)).not.toContain(created.body.keyId);
  });

  it('revokes a key once and for all; a repeated DELETE changes nothing', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const { iDEvento } = await createdEvent(cloudUrl, token);
    const { body: key } = await callApi<CreatedTimingKey>(cloudUrl, keysPath(iDEvento), { method: 'POST', token, body: { label: 'Chip' } });

    const revoked = await callApi(cloudUrl, `${keysPath(iDEvento)}/${key.keyId}`, { method: 'DELETE', token });
    expect(revoked.status).toBe(204);
    const [first] = await keysOf(iDEvento, token);
    expect(first?.revokedAt).toEqual(expect.any(String));

    expect((await callApi(cloudUrl, `${keysPath(iDEvento)}/${key.keyId}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await keysOf(iDEvento, token))[0]?.revokedAt).toBe(first?.revokedAt);

    const unknown = await callApi<{ message: string }>(cloudUrl, `${keysPath(iDEvento)}/no-existe`, { method: 'DELETE', token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Llave de cronometraje no encontrada');
  });

  it('cannot revoke another event\'s key through this event', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const one = await createdEvent(cloudUrl, token);
    const two = await createdEvent(cloudUrl, token);
    const { body: key } = await callApi<CreatedTimingKey>(cloudUrl, keysPath(one.iDEvento), { method: 'POST', token, body: { label: 'A' } });
    expect((await callApi(cloudUrl, `${keysPath(two.iDEvento)}/${key.keyId}`, { method: 'DELETE', token })).status).toBe(404);
    expect((await keysOf(one.iDEvento, token))[0]?.revokedAt).toBeUndefined();
  });

  it('is for the event\'s own users and the admin group only', async () => {
    const owner = await signedUpAthlete(cloudUrl);
    const stranger = await signedUpAthlete(cloudUrl);
    const admin = await signedUpAdmin(cloudUrl, cognitoAdminEndpoint);
    const { iDEvento } = await createdEvent(cloudUrl, owner.token);
    const { body: key } = await callApi<CreatedTimingKey>(cloudUrl, keysPath(iDEvento), {
      method: 'POST',
      token: owner.token,
      body: { label: 'Meta' },
    });

    expect((await callApi(cloudUrl, keysPath(iDEvento), { token: stranger.token })).status).toBe(403);
    expect((await callApi(cloudUrl, keysPath(iDEvento), { method: 'POST', token: stranger.token, body: { label: 'x' } })).status).toBe(403);
    expect((await callApi(cloudUrl, `${keysPath(iDEvento)}/${key.keyId}`, { method: 'DELETE', token: stranger.token })).status).toBe(403);
    expect((await callApi(cloudUrl, keysPath(iDEvento))).status).toBe(401);
    expect((await callApi(cloudUrl, keysPath(999999999), { token: owner.token })).status).toBe(404);

    expect(await keysOf(iDEvento, admin.token)).toHaveLength(1);
    const blank = await callApi<{ fields: Record<string, string> }>(cloudUrl, keysPath(iDEvento), {
      method: 'POST',
      token: admin.token,
      body: { label: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ label: 'Campo requerido' });
  });
});

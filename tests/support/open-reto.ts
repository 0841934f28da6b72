// A reto made through the API for tests against a running local cloud: open from 2026 to a month from
// now, 5 km, admitting results, with one access code of one use.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { AccessCodePage } from '@shared/retos/access-codes';
import type { OrganizerRetoView, VirtualEventView } from '@shared/retos/virtual-event';
import { callApi } from './accounts';

/** Creates the reto as the holder of `token`; answers its id and its access code. */
export async function openRetoWithCode(cloudUrl: string, token: string, eventName: string): Promise<{ eventId: string; code: string }> {
  const created = await callApi<VirtualEventView>(cloudUrl, '/api/retos', {
    method: 'POST',
    token,
    body: {
      eventName,
      eventDescription: 'Corre 5 kilómetros donde quieras',
      eventStart: '2026-01-01T00:00:00-06:00',
      eventEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      distance: 5,
    },
  });
  expect(created.status).toBe(201);
  const eventId = created.body.eventID;
  const config = await callApi<OrganizerRetoView>(cloudUrl, `/api/retos/${eventId}/config`, { token });
  const admitted = await callApi(cloudUrl, `/api/retos/${eventId}`, { method: 'PATCH', token, body: { revision: config.body.revision, admitResults: true } });
  expect(admitted.status).toBe(200);
  const generated = await callApi(cloudUrl, `/api/retos/${eventId}/codes`, { method: 'POST', token, body: { quantity: 1, uses: 1, intento: randomUUID() } });
  expect(generated.status).toBe(201);
  const code = (await callApi<AccessCodePage>(cloudUrl, `/api/retos/${eventId}/codes`, { token })).body.codes[0]!.code;
  return { eventId, code };
}

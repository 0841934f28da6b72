// Registrations with access codes measured on a bench cloud: 1,000 athletes race for a code of 100
// uses, 100 requests in flight at a time (exactly 100 must get in; a thousand sockets at once only
// measure the local cloud's own limits), then the 900 left register with a second code at a steady
// concurrency, which gives registrations per minute.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { AccessCodePage } from '@shared/retos/access-codes';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { inParallel } from '@lambdas/core/in-parallel';
import { callApi, signedUpAthlete } from '../support/accounts';
import { signedUpAdmin } from '../support/timed-events';
import { withBenchCloud } from './bench-cloud';

const ATHLETES = 1000;
const RACED_USES = 100;
const SIGN_UP_CONCURRENCY = 20;
const STEADY_CONCURRENCY = 50;
const RACE_CONCURRENCY = 100;

export interface RetoCodesRun {
  athletes: number;
  racedUses: number;
  racedRegistered: number;
  racedRefused: number;
  racedMs: number;
  steadyRegistered: number;
  steadyMs: number;
}

export function retoCodesRun(): Promise<RetoCodesRun> {
  return withBenchCloud(async (cloud) => {
    const url = cloud.url;
    const { token: organizer } = await signedUpAthlete(url);
    const { token: admin } = await signedUpAdmin(url, cloud.cognitoAdminEndpoint);
    const reto = { eventName: 'Reto de la medición', eventDescription: 'Corre donde quieras', eventStart: '2030-01-01T00:00:00-06:00', eventEnd: '2030-01-31T23:59:59-06:00', distance: 10 };
    const { body: created } = await callApi<VirtualEventView>(url, '/api/retos', { method: 'POST', token: organizer, body: reto });
    const path = `/api/retos/${created.eventID}`;
    const { body: config } = await callApi<{ revision: number }>(url, `${path}/config`, { token: organizer });
    await callApi(url, path, { method: 'PATCH', token: admin, body: { revision: config.revision, accessCodeAdmited: ATHLETES } });
    const generate = (uses: number) => callApi(url, `${path}/codes`, { method: 'POST', token: organizer, body: { quantity: 1, uses, intento: randomUUID() } });
    await generate(RACED_USES);
    await generate(ATHLETES - RACED_USES);
    const { body: page } = await callApi<AccessCodePage>(url, `${path}/codes`, { token: organizer });
    const codeOf = (uses: number) => page.codes.find((code) => code.uses === uses)?.code ?? '';

    const tokens = await inParallel(Array.from({ length: ATHLETES }, (_, n) => n), SIGN_UP_CONCURRENCY, async () => (await signedUpAthlete(url)).token);
    const register = (token: string, code: string) => callApi(url, `${path}/registration`, { method: 'POST', token, body: { code } });

    const racedStart = performance.now();
    const raced = await inParallel(tokens, RACE_CONCURRENCY, (token) => register(token, codeOf(RACED_USES)));
    const racedMs = performance.now() - racedStart;
    const refused = tokens.filter((_, index) => raced[index]?.status !== 201);

    const steadyStart = performance.now();
    const steady = await inParallel(refused, STEADY_CONCURRENCY, (token) => register(token, codeOf(ATHLETES - RACED_USES)));
    const steadyMs = performance.now() - steadyStart;
    return {
      athletes: ATHLETES,
      racedUses: RACED_USES,
      racedRegistered: raced.filter((answer) => answer.status === 201).length,
      racedRefused: raced.filter((answer) => answer.status === 409).length,
      racedMs,
      steadyRegistered: steady.filter((answer) => answer.status === 201).length,
      steadyMs,
    };
  });
}

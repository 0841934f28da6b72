// An event with 50,000 registrants (stored straight in the table through the admin fixture routes:
// most paid online, some pending, some at a point of sale, a few deleted), then a full-data CSV
// export and a Dashboard recomputation through the API, timed from the request to the result,
// while the local cloud's process memory (where the job runs) is sampled.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { DashboardView, ReportProgress, RequestedReport } from '@shared/registration/report-api';
import { callApi, signedUpAthlete } from '../support/accounts';
import { grantRole, payments, seededRegistrant, seedRegistrants, userIdOf } from '../support/admin-fixtures/seeded-registrants';
import { spawnLocalCloud, type CloudProcess } from '../support/local-cloud-process';
import { registrationEvent } from '../integration/registration/registration-fixture';
import { measuredOnce } from './figure';

export const REGISTRANTS = 50_000;
const POLL_MS = 1000;
const SAMPLE_MS = 100;

export interface RegistrantAdminRun {
  seedSeconds: number;
  exportSeconds: number;
  exportRows: number;
  exportMegabytes: number;
  baselineRssMb: number;
  peakRssMb: number;
  dashboardSeconds: number;
  dashboardInscritos: number;
}

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

/** Runs work while sampling the process's memory: its result and the highest reading. */
async function withPeakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = rssMb(pid);
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), SAMPLE_MS);
  try {
    return { result: await work(), peakMb };
  } finally {
    clearInterval(sampler);
  }
}

async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Every 10th at a point of sale (cash), every 8th unpaid, every 50th deleted; the rest paid online by card or OXXO. */
function registrantsOf(eventId: number, staffId: string) {
  return Array.from({ length: REGISTRANTS }, (_, i) => {
    if (i % 10 === 0) return seededRegistrant(eventId, i, { usuarioRegistra: staffId, statusPago: payments.cash });
    if (i % 8 === 0) return seededRegistrant(eventId, i, { statusPago: i % 16 === 0 ? payments.nothing : payments.oxxoPending });
    return seededRegistrant(eventId, i, { statusPago: i % 3 === 0 ? payments.oxxo : payments.card, borrado: i % 50 === 1 });
  });
}

async function exportFullData(cloud: CloudProcess, eventId: number, token: string) {
  const asked = await callApi<RequestedReport>(cloud.url, `/api/events/${eventId}/reports`, { method: 'POST', token, body: { tipo: 1 } });
  if (asked.status !== 202) throw new Error(`report refused: ${asked.status}`);
  const ready = await until(async () => {
    const { body } = await callApi<ReportProgress>(cloud.url, `/api/events/${eventId}/reports/${asked.body.reportId}`, { token });
    if (body.status === 'error') throw new Error('the report failed');
    return body.status === 'listo' ? body : undefined;
  });
  return ready;
}

/** An event with REGISTRANTS registrants stored straight in the table, its master's token, and how long that took. */
export async function seededLargeEvent(cloud: CloudProcess): Promise<{ eventId: number; token: string; seedSeconds: number }> {
  const { eventId, token } = await registrationEvent(cloud.url);
  const staff = await signedUpAthlete(cloud.url, { nombres: 'Pedro', apellidos: 'Caja' });
  await grantRole(cloud.url, eventId, userIdOf(staff.token), 'inscriptor');
  const started = performance.now();
  await seedRegistrants(cloud.url, registrantsOf(eventId, userIdOf(staff.token)));
  const seedSeconds = (performance.now() - started) / 1000;
  console.error(`  ${REGISTRANTS} registrants seeded in ${seedSeconds.toFixed(1)} s`);
  return { eventId, token, seedSeconds };
}

/** The local cloud with the admin fixture routes, stopped whatever happens. */
export async function withAdminCloud<T>(work: (cloud: CloudProcess) => Promise<T>): Promise<T> {
  const cloud = await spawnLocalCloud(['--no-seed', '--routes', 'tests/support/admin-fixtures/admin-routes.ts', '--web-dist', 'tests/support/fixtures/web-dist', '--rate-limit-factor', '1000']);
  try {
    return await work(cloud);
  } finally {
    await cloud.stop();
  }
}

async function measure(cloud: CloudProcess): Promise<RegistrantAdminRun> {
  const { eventId, token, seedSeconds } = await seededLargeEvent(cloud);
  const baselineRssMb = rssMb(cloud.pid);
  let started = performance.now();
  const { result: ready, peakMb } = await withPeakRss(cloud.pid, () => exportFullData(cloud, eventId, token));
  const exportSeconds = (performance.now() - started) / 1000;
  const file = Buffer.from(await (await fetch(ready.url ?? '')).arrayBuffer());
  const exportRows = file.toString('utf8').trimEnd().split('\r\n').length - 1;

  started = performance.now();
  const computed = await until(async () => {
    const { body } = await callApi<DashboardView>(cloud.url, `/api/events/${eventId}/dashboard`, { token });
    return body.dashboard ?? undefined;
  });
  const dashboardSeconds = (performance.now() - started) / 1000;

  return {
    seedSeconds,
    exportSeconds,
    exportRows,
    exportMegabytes: file.length / 1024 / 1024,
    baselineRssMb,
    peakRssMb: peakMb,
    dashboardSeconds,
    dashboardInscritos: computed.totales.inscritos,
  };
}

export const registrantAdminRun = measuredOnce(() => withAdminCloud(measure));

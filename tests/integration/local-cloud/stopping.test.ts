// Stopping the local cloud and losing DynamoDB Local under it, with real signals: a SIGTERM to the
// whole process group while requests are in flight, a SIGKILL of the group, and DynamoDB Local killed
// alone while the cloud runs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dynamoDbLocalOf, ended, isAlive } from '../../support/cloud-processes';
import { spawnLocalCloud, type CloudProcess } from '../../support/local-cloud-process';

const unavailable = { code: 'UNAVAILABLE', message: 'El servicio no está disponible por el momento; intenta de nuevo en unos minutos' };

let cloud: CloudProcess | undefined;
afterEach(async () => {
  await cloud?.stop();
  cloud = undefined;
});

// Raised limits: the test asks the same public list again and again while DynamoDB Local restarts.
const startCloud = (args: string[] = []) => spawnLocalCloud(['--no-seed', '--rate-limit-factor', '1000', '--routes', 'tests/integration/local-cloud/fixtures/stopping-routes.ts', ...args]);

async function answerOf(request: Promise<Response>): Promise<{ status: number; body: unknown }> {
  try {
    const response = await request;
    return { status: response.status, body: await response.json().catch(() => undefined) };
  } catch {
    // The port closed before this request was read: the client may send it again elsewhere.
    return { status: 0, body: undefined };
  }
}

describe('a SIGTERM to the whole process group', () => {
  it('answers every request in flight from the table, refuses new ones with 503 in Spanish, then ends with DynamoDB Local', async () => {
    cloud = await startCloud();
    const { url, pid } = cloud;
    const java = await dynamoDbLocalOf(pid);
    const inFlight = Array.from({ length: 40 }, () => answerOf(fetch(`${url}/api/fixture/slow-writes/3000`, { method: 'POST' })));
    const started = async () => ((await (await fetch(`${url}/api/fixture/slow-writes`)).json()) as { started: number }).started;
    await vi.waitUntil(async () => (await started()) === 40, { timeout: 30_000, interval: 50 });

    process.kill(-pid, 'SIGTERM');
    // New requests are served until the cloud has handled the signal; the first one it does not serve is the late one.
    const late = await vi.waitUntil(
      async () => {
        const answer = await answerOf(fetch(`${url}/api/events?list=upcoming`));
        return answer.status === 200 ? undefined : answer;
      },
      { timeout: 10_000, interval: 20 },
    );
    const answers = await Promise.all(inFlight);
    await cloud.exited;

    expect(answers.map(({ status }) => status)).toEqual(answers.map(() => 200));
    expect(answers.every(({ body }) => typeof (body as { stored?: unknown }).stored === 'string')).toBe(true);
    expect(late).toEqual({ status: 503, body: unavailable });
    await ended(java, 10_000);
  }, 120_000);
});

describe('a SIGKILL of the whole process group', () => {
  it('takes DynamoDB Local with it, though it runs in a group of its own', async () => {
    // A killed cloud cannot delete its temporary directory: this test gives it one and deletes it.
    const dataDir = await mkdtemp(join(tmpdir(), 'nube-matada-'));
    try {
      cloud = await startCloud(['--data-dir', dataDir]);
      const java = await dynamoDbLocalOf(cloud.pid);

      process.kill(-cloud.pid, 'SIGKILL');
      await cloud.exited;

      await ended(java, 10_000);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('DynamoDB Local killed alone', () => {
  it('is started again on its own, the API answering 503 in Spanish until it answers', async () => {
    cloud = await startCloud();
    const { url, pid } = cloud;
    const java = await dynamoDbLocalOf(pid);

    process.kill(java, 'SIGKILL');
    await ended(java, 10_000);
    const during = await answerOf(fetch(`${url}/api/events?list=upcoming`));
    const deadline = Date.now() + 90_000;
    let after = during;
    while (after.status !== 200 && Date.now() < deadline) {
      await delay(500);
      after = await answerOf(fetch(`${url}/api/events?list=upcoming`));
    }
    const written = await answerOf(fetch(`${url}/api/fixture/slow-writes/0`, { method: 'POST' }));

    expect(during).toEqual({ status: 503, body: unavailable });
    expect(after.status).toBe(200);
    expect(written.status).toBe(200);
    const restarted = await dynamoDbLocalOf(pid);
    expect(restarted).not.toBe(java);
    expect(await isAlive(restarted)).toBe(true);
  }, 180_000);
});

// The local cloud's files across kills and restarts, with real processes: a data directory damaged as
// older versions left it after a kill, a cloud killed with SIGKILL in the middle of a burst of
// payments, then started again on the same data as `npm start` would, and the admin group's members
// kept from one start to the next.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminAddUserToGroupCommand, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userPoolSettings } from '@infra/auth-settings';
import { cognitoAdminClient, runtimeConfig, signedUpAthlete, signIn } from '../../support/accounts';
import { dynamoDbLocalOf, ended } from '../../support/cloud-processes';
import { spawnLocalCloud, type CloudProcess } from '../../support/local-cloud-process';

let dataDir: string;
let cloud: CloudProcess | undefined;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'carreras-datos-'));
});
afterEach(async () => {
  await cloud?.stop();
  cloud = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

const startOnData = () => spawnLocalCloud(['--no-seed', '--data-dir', dataDir]);

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

/** An OXXO voucher asked of the payment simulator, as the platform's provider asks for one. */
function voucherRequest(n: number) {
  return {
    idempotencyKey: randomUUID(),
    test: true,
    customer: { name: `Atleta ${n}`, email: `atleta${n}@example.mx`, phone: '5512345678' },
    items: [{ name: 'Inscripción 10K', quantity: 1, unit_price: 45_000 }],
    amount: 45_000,
    metadata: { eventId: '1', registroId: `reg-${n}` },
    payment: { type: 'oxxo', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  };
}

/** Twenty clients asking for vouchers until the cloud dies; the ids of the orders it answered. */
async function paymentsUntilKilled(url: string, killAfter: number, kill: () => void): Promise<string[]> {
  const answered: string[] = [];
  let n = 0;
  const client = async () => {
    for (;;) {
      try {
        const response = await fetch(`${url}/local/payments/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(voucherRequest((n += 1))) });
        if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
        answered.push(((await response.json()) as { id: string }).id);
        if (answered.length === killAfter) kill();
      } catch (error) {
        if (answered.length >= killAfter) return;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: 20 }, client));
  return answered;
}

describe('a data directory whose files a kill of an older version damaged', () => {
  it('starts all the same, keeps the damaged files aside and serves the outbox and the payments', async () => {
    await mkdir(join(dataDir, 'mail'), { recursive: true });
    await mkdir(join(dataDir, 'cognito'), { recursive: true });
    await writeFile(join(dataDir, 'payments.json'), '[{"id":"ord_sim_1","chargeId":"chr_');
    await writeFile(join(dataDir, 'mail', '000000000000001-000001-vacio.json'), '');
    await writeFile(join(dataDir, 'cognito', 'clients.json'), '{"Clients":{"abc":{"ClientId":');

    cloud = await startOnData();

    expect(await getJson(`${cloud.url}/local/outbox.json`)).toEqual({ status: 200, body: [] });
    expect((await fetch(`${cloud.url}/local/outbox`)).status).toBe(200);
    expect(await getJson(`${cloud.url}/local/payments.json`)).toEqual({ status: 200, body: [] });
    expect((await readdir(dataDir)).filter((name) => name.startsWith('payments.json.damaged-'))).toHaveLength(1);
    expect((await readdir(join(dataDir, 'cognito'))).filter((name) => name.startsWith('clients.json.damaged-'))).toHaveLength(1);
  }, 180_000);
});

describe('a cloud killed with SIGKILL in the middle of a burst of payments', () => {
  it('starts again on the same data and lists every order the simulator answered before the kill', async () => {
    const killed = await startOnData();
    const java = await dynamoDbLocalOf(killed.pid);

    const answered = await paymentsUntilKilled(killed.url, 300, () => process.kill(-killed.pid, 'SIGKILL'));
    await killed.exited;
    await killed.stop();
    await ended(java, 10_000);
    cloud = await startOnData();

    const listed = new Set(((await getJson(`${cloud.url}/local/payments.json`)).body as { id: string }[]).map((order) => order.id));
    expect(answered.length).toBeGreaterThanOrEqual(300);
    expect(answered.filter((id) => !listed.has(id))).toEqual([]);
  }, 240_000);
});

describe('the admin group of a user pool kept in the data directory', () => {
  it('keeps its members across a restart: an administrator is still one on the next start', async () => {
    cloud = await startOnData();
    const { athlete } = await signedUpAthlete(cloud.url);
    const { userPoolId } = await runtimeConfig(cloud.url);
    const admin = cognitoAdminClient(cloud.cognitoAdminEndpoint);
    const { Users } = await admin.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${athlete.correo}"` }));
    await admin.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: Users?.[0]?.Username, GroupName: userPoolSettings.adminGroup }));
    admin.destroy();
    await cloud.stop();

    cloud = await startOnData();

    const token = await signIn(cloud.url, athlete.correo, athlete.password);
    expect(decodeJwt(token)['cognito:groups']).toEqual([userPoolSettings.adminGroup]);
  }, 240_000);
});

// How hosts are claimed, against DynamoDB Local (the guards are conditions and transactions only a
// real table checks), on a table of this file's own and at moments the test chooses: a pending own
// domain lapses after 72 hours and then blocks no one; the verified owner of www.{apex} takes over a
// pending claim of its apex; an event that publishes its record takes a pending claim; two free
// subdomains that read alike never exist at once. The local cloud's DNS stand-in, in memory, holds the
// TXT records.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { useRunningDynamoDb, type LocalDynamoDb } from '@infra/local/dynamodb';
import { localCredentials, localRegion } from '@infra/local/local-aws';
import { createLocalDns, dnsPath } from '@infra/local/local-dns';
import { ensureTable } from '@infra/local/table';

type SiteHosts = typeof import('@lambdas/sites/site-hosts');
type Repository = typeof import('@lambdas/sites/site-hosts-repository');

const HOUR_MS = 3_600_000;
const tableName = `hosts-${randomUUID().slice(0, 8)}`;
const environment = {
  TABLE_NAME: tableName,
  MAIN_HOSTS: 'carreras.test',
  AWS_REGION: localRegion,
  AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
};
const previous = Object.fromEntries(Object.keys(environment).concat('AWS_ENDPOINT_URL_DYNAMODB', 'LOCAL_DNS_URL').map((name) => [name, process.env[name]]));

let dynamoDb: LocalDynamoDb;
let dns: Server;
let dnsUrl: string;
let hosts: SiteHosts;
let repository: Repository;

beforeAll(async () => {
  dynamoDb = await useRunningDynamoDb(inject('dynamoDbEndpoint'), [tableName]);
  await ensureTable(dynamoDb.client, tableName);
  const { handle } = await createLocalDns();
  dns = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => dns.listen(0, '127.0.0.1', resolve));
  dnsUrl = `http://127.0.0.1:${(dns.address() as AddressInfo).port}${dnsPath}`;
  // The data layer reads its table and endpoint once, at load: this file's modules are loaded afresh
  // on its environment, and set back for the files after it.
  Object.assign(process.env, environment, { AWS_ENDPOINT_URL_DYNAMODB: dynamoDb.endpoint, LOCAL_DNS_URL: dnsUrl });
  vi.resetModules();
  hosts = await import('@lambdas/sites/site-hosts');
  repository = await import('@lambdas/sites/site-hosts-repository');
});
afterAll(async () => {
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  vi.resetModules();
  await dynamoDb?.stop();
  await new Promise((resolve) => dns?.close(resolve));
});

const unique = () => randomUUID().slice(0, 8);
const own = (dominio: string) => ({ tipo: 'propio' as const, dominio });
const free = (slug: string) => ({ tipo: 'subdominio' as const, slug });
const later = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR_MS);

describe('a pending own domain', () => {
  it('holds its name for 72 hours, then blocks no one, is read as absent and lapses by TTL', async () => {
    const domain = `www.carrera-${unique()}.mx`;
    const claimedAt = new Date();
    const claim = await hosts.addHost(101, own(domain), claimedAt);
    expect(claim).toMatchObject({ status: 'pendiente', eventId: 101, expiresAt: Math.floor(claimedAt.getTime() / 1000) + 72 * 3600 });
    expect(hosts.toHostView(claim).expiresAt).toBe(new Date(claimedAt.getTime() + 72 * HOUR_MS).toISOString());

    const almost = later(claimedAt, 71.9);
    await expect(hosts.addHost(102, own(domain), almost)).rejects.toMatchObject({ statusCode: 409, code: 'HOST_PENDING_ELSEWHERE' });
    expect((await repository.getHost(domain, almost))?.eventId).toBe(101);

    const lapsed = later(claimedAt, 72);
    expect(await repository.getHost(domain, lapsed)).toBeNull();
    expect((await repository.hostsOf(101, lapsed)).map((item) => item.host)).not.toContain(domain);
    const taken = await hosts.addHost(102, own(domain), lapsed);
    expect(taken).toMatchObject({ eventId: 102, status: 'pendiente' });
    expect(taken.token).not.toBe(claim.token);
    expect((await repository.hostsOf(101, lapsed)).map((item) => item.host)).not.toContain(domain);
    expect((await repository.hostsOf(102, lapsed)).map((item) => item.host)).toContain(domain);
  });

  it("is claimed again by its own event with the same token, so a TXT record already set still counts", async () => {
    const domain = `www.carrera-${unique()}.mx`;
    const claimedAt = new Date();
    const claim = await hosts.addHost(103, own(domain), claimedAt);
    const again = await hosts.addHost(103, own(domain), later(claimedAt, 80));
    expect(again.token).toBe(claim.token);
    expect(await repository.getHost(domain, later(claimedAt, 100))).toMatchObject({ eventId: 103, status: 'pendiente' });
  });

  it('stops lapsing once verified', async () => {
    const domain = `www.carrera-${unique()}.mx`;
    const claimedAt = new Date();
    await hosts.addHost(104, own(domain), claimedAt);
    expect(await repository.activateHost(domain, 104)).toBe(true);
    const verified = await repository.getHost(domain, later(claimedAt, 1000));
    expect(verified).toMatchObject({ status: 'activo', eventId: 104 });
    expect(verified).not.toHaveProperty('expiresAt');
    await expect(hosts.addHost(105, own(domain), later(claimedAt, 1000))).rejects.toMatchObject({ code: 'HOST_TAKEN' });
  });
});

describe('taking over a pending claim', () => {
  it('lets the verified owner of www.{apex} take the apex over from a pending claim, and nobody else', async () => {
    const apex = `nocturna-${unique()}.mx`;
    const now = new Date();
    await hosts.addHost(111, own(`www.${apex}`), now);
    await repository.activateHost(`www.${apex}`, 111);
    const squat = await hosts.addHost(112, own(apex), now);
    expect(squat.status).toBe('pendiente');

    await expect(hosts.addHost(113, own(apex), now)).rejects.toMatchObject({ statusCode: 409, code: 'HOST_PENDING_ELSEWHERE' });
    const owner = await hosts.addHost(111, own(apex), now);
    expect(owner).toMatchObject({ eventId: 111, status: 'pendiente' });
    expect(owner.token).not.toBe(squat.token);
    expect((await repository.hostsOf(112, now)).map((item) => item.host)).not.toContain(apex);
    expect((await repository.getHost(apex, now))?.eventId).toBe(111);
  });

  it('never takes over a claim that is already verified', async () => {
    const apex = `bosque-${unique()}.mx`;
    const now = new Date();
    await hosts.addHost(121, own(`www.${apex}`), now);
    await repository.activateHost(`www.${apex}`, 121);
    await hosts.addHost(122, own(`tienda.${apex}`), now);
    await repository.activateHost(`tienda.${apex}`, 122);
    await expect(hosts.addHost(121, own(`tienda.${apex}`), now)).rejects.toMatchObject({ code: 'HOST_TAKEN' });
  });
});

/** What the domain's owner does at their DNS provider: publishes the record with this value. */
const publish = (host: string, token: string) =>
  fetch(`${dnsUrl}/records`, { method: 'POST', body: new URLSearchParams({ recordName: `_carreras-verificacion.${host}`, token }), redirect: 'manual' });

describe('contesting a pending claim', () => {
  it('tells another event the record to publish, gives the claim to the first that publishes it, and the squatter cannot take it back', async () => {
    const domain = `www.maraton-${unique()}.mx`;
    const now = new Date();
    const squat = await hosts.addHost(131, own(domain), now);

    const refusal = await hosts.addHost(132, own(domain), now).then(
      () => undefined,
      (error: { statusCode: number; code: string; fields: { dominio: string } }) => error,
    );
    expect(refusal).toMatchObject({ statusCode: 409, code: 'HOST_PENDING_ELSEWHERE' });
    expect(refusal?.fields.dominio).toContain(`_carreras-verificacion.${domain}`);
    const ownerToken = /valor (carreras-verificacion=[0-9a-f]{32})/.exec(refusal?.fields.dominio ?? '')?.[1] ?? '';
    expect(ownerToken).not.toBe(squat.token);
    expect((await repository.getHost(domain, now))?.eventId).toBe(131);

    expect((await publish(domain, ownerToken)).status).toBe(303);
    const owner = await hosts.addHost(132, own(domain), now);
    expect(owner).toMatchObject({ eventId: 132, status: 'pendiente', token: ownerToken });
    expect((await repository.hostsOf(131, now)).map((item) => item.host)).not.toContain(domain);

    await expect(hosts.addHost(131, own(domain), now)).rejects.toMatchObject({ statusCode: 409, code: 'HOST_PENDING_ELSEWHERE' });
    expect((await repository.getHost(domain, now))?.eventId).toBe(132);
  });

  it('never gives way to a record once the claim is verified', async () => {
    const domain = `www.trail-${unique()}.mx`;
    const now = new Date();
    await hosts.addHost(141, own(domain), now);
    expect(await repository.activateHost(domain, 141)).toBe(true);
    await expect(hosts.addHost(142, own(domain), now)).rejects.toMatchObject({ statusCode: 409, code: 'HOST_TAKEN' });
  });
});

describe('free subdomains', () => {
  it('refuses one that reads alike another, even when both are asked for at once, and frees the look with its subdomain', async () => {
    const id = unique();
    await hosts.addHost(131, free(`olimpo-${id}`));
    await expect(hosts.addHost(132, free(`0limpo-${id}`))).rejects.toMatchObject({
      statusCode: 409,
      code: 'SLUG_LOOK_ALIKE',
      fields: { slug: 'Ese subdominio se lee casi igual que el de otro sitio (como 0 por o, 1 por l o rn por m): elige otro nombre' },
    });
    await expect(hosts.addHost(132, free(`olimpo-${id}`))).rejects.toMatchObject({ code: 'HOST_TAKEN' });

    await hosts.removeHost(131, `olimpo-${id}.carreras.test`);
    expect((await hosts.addHost(132, free(`0limpo-${id}`))).host).toBe(`0limpo-${id}.carreras.test`);

    const race = await Promise.allSettled([hosts.addHost(133, free(`marea-${id}`)), hosts.addHost(134, free(`rnarea-${id}`))]);
    expect(race.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });
});

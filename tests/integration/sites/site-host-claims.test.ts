// How hosts are claimed, against DynamoDB Local (the guards are conditions and transactions only a
// real table checks), on a table of this file's own: two free subdomains that read alike never exist
// at once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { useRunningDynamoDb, type LocalDynamoDb } from '@infra/local/dynamodb';
import { localCredentials, localRegion } from '@infra/local/local-aws';
import { ensureTable } from '@infra/local/table';

type SiteHosts = typeof import('@lambdas/sites/site-hosts');

const tableName = `hosts-${randomUUID().slice(0, 8)}`;
const environment = {
  TABLE_NAME: tableName,
  MAIN_HOSTS: 'carreras.test',
  AWS_REGION: localRegion,
  AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
};
const previous = Object.fromEntries(Object.keys(environment).concat('AWS_ENDPOINT_URL_DYNAMODB').map((name) => [name, process.env[name]]));

let dynamoDb: LocalDynamoDb;
let hosts: SiteHosts;

beforeAll(async () => {
  dynamoDb = await useRunningDynamoDb(inject('dynamoDbEndpoint'), [tableName]);
  await ensureTable(dynamoDb.client, tableName);
  // The data layer reads its table and endpoint once, at load: this file's modules are loaded afresh
  // on its environment, and set back for the files after it.
  Object.assign(process.env, environment, { AWS_ENDPOINT_URL_DYNAMODB: dynamoDb.endpoint });
  vi.resetModules();
  hosts = await import('@lambdas/sites/site-hosts');
});
afterAll(async () => {
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  vi.resetModules();
  await dynamoDb?.stop();
});

const unique = () => randomUUID().slice(0, 8);
const free = (slug: string) => ({ tipo: 'subdominio' as const, slug });

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

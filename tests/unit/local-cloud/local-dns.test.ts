// The own domains the local DNS stand-in serves (infra/local/local-dns.ts), which the public port answers
// for: those made tenants, kept in its file, and, from a file written before it had tenants, those
// whose TXT record was set.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDns } from '@infra/local/local-dns';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'local-dns-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('createLocalDns', () => {
  it('serves the tenants its file keeps, and no other domain', async () => {
    const file = join(dir, 'dns.json');
    await writeFile(file, JSON.stringify({ records: [], tenants: ['www.nocturna-gdl.mx'] }));
    const dns = await createLocalDns(file);
    expect(dns.serves('www.nocturna-gdl.mx')).toBe(true);
    expect(dns.serves('nocturna-gdl.mx')).toBe(false);
  });

  it('serves, from a file of records alone, the domains whose record was set', async () => {
    const file = join(dir, 'dns.json');
    await writeFile(
      file,
      JSON.stringify([
        { recordName: '_carreras-verificacion.www.nocturna-gdl.mx', token: 't1', set: true },
        { recordName: '_carreras-verificacion.pendiente.mx', token: 't2', set: false },
      ]),
    );
    const dns = await createLocalDns(file);
    expect(dns.serves('www.nocturna-gdl.mx')).toBe(true);
    expect(dns.serves('pendiente.mx')).toBe(false);
  });

  it('serves nothing in memory until a domain is made a tenant', async () => {
    const dns = await createLocalDns();
    expect(dns.serves('www.nocturna-gdl.mx')).toBe(false);
  });
});

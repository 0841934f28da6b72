// The DNS and CloudFront of organizer domains, locally. The verifier (lambdas/sites/domain-verifier.ts)
// announces each domain added with the TXT record it waits for, the page at /local/dns lists them, and
// 'Marcar DNS como listo' sets the record as the organizer would at their DNS provider. A name may hold
// several values, as in DNS: two sites contesting a domain each wait for their own. Once verified,
// the provisioner (lambdas/sites/tenant-provisioner.ts) has the domain served here as CloudFront would
// with a distribution tenant, and the page lists it under 'Dominios servidos' until it is removed; the
// public port answers for those domains alone among organizers' own (served-hosts.ts). Kept in one
// JSON file under the data directory (durable-file.ts), or in memory.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { writeFileAtomically } from './durable-file';
import { readBody, send, sendJson, splitUrl } from './http-io';
import { escapeHtml, localPage } from './local-page';

export const dnsPath = '/local/dns';
/** PUT and DELETE /local/dns/tenants/{domain}: the stand-in of CloudFront's distribution tenants. */
export const tenantsPath = `${dnsPath}/tenants`;

/** What the verifier names a domain's TXT record after (lambdas/sites/site-hosts.ts, docs/sites.md 'Own domains'). */
const recordPrefix = '_carreras-verificacion.';
const recordSchema = z.object({ recordName: z.string().min(1).max(300), token: z.string().min(1).max(200), set: z.boolean().default(false) });
type DnsRecord = z.infer<typeof recordSchema>;
const domainSchema = z.string().min(1).max(253);
const stateSchema = z.object({ records: recordSchema.array(), tenants: domainSchema.array() });
type DnsState = z.infer<typeof stateSchema>;

async function readState(file: string | undefined): Promise<DnsState> {
  if (!file) return { records: [], tenants: [] };
  try {
    const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (!Array.isArray(stored)) return stateSchema.parse(stored);
    // A file written before the stand-in served domains holds the records alone. The public port served
    // every host then, so the domains whose record was set (verified, as far as it can tell) stay served.
    const records = recordSchema.array().parse(stored);
    const verified = records.filter((record) => record.set && record.recordName.startsWith(recordPrefix));
    return { records, tenants: verified.map((record) => record.recordName.slice(recordPrefix.length)) };
  } catch {
    // No file yet, or a damaged one: the domains are announced again when added again.
    return { records: [], tenants: [] };
  }
}

/** A URL segment decoded, or '' when it is not valid percent-encoding. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One record per name and value. */
const recordKey = ({ recordName, token }: Pick<DnsRecord, 'recordName' | 'token'>) => `${recordName}\n${token}`;

function recordRows(records: DnsRecord[]): string {
  return records
    .map(
      ({ recordName, token, set }) => `<tr><td>${escapeHtml(recordName)}</td><td><code>${escapeHtml(token)}</code></td><td>${
        set
          ? 'Listo'
          : `<form method="post" action="${dnsPath}/records"><input type="hidden" name="recordName" value="${escapeHtml(recordName)}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button>Marcar DNS como listo</button></form>`
      }</td></tr>`,
    )
    .join('');
}

function renderPage({ records, tenants }: { records: DnsRecord[]; tenants: string[] }): string {
  const served = tenants.map((domain) => `<tr><td>${escapeHtml(domain)}</td><td>Servido, con su certificado</td></tr>`).join('');
  return localPage({
    title: 'DNS local de los dominios de organizadores',
    width: '64rem',
    styles: 'table { border-collapse: collapse; width: 100%; } td, th { border-bottom: 1px solid #ddd; padding: .5rem; text-align: left; }',
    body:
      (records.length
        ? `<p>Cada dominio que un organizador agrega espera este registro TXT. Márcalo como listo y verifica el dominio en la consola.</p><table><tr><th>Registro TXT</th><th>Valor</th><th></th></tr>${recordRows(records)}</table>`
        : '<p>Ningún organizador ha agregado un dominio propio.</p>') +
      '<h2>Dominios servidos</h2>' +
      (tenants.length
        ? `<p>Los dominios verificados que la plataforma sirve, como CloudFront con un inquilino por dominio.</p><table><tr><th>Dominio</th><th>Estado</th></tr>${served}</table>`
        : '<p>Aún no se sirve ningún dominio propio: se sirve al verificarlo.</p>'),
  });
}

export interface LocalDns {
  /** The stand-in's pages and calls, under dnsPath. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Whether an own domain (lower case, without the port) is served, as CloudFront serves its tenants. */
  serves(domain: string): boolean;
}

export async function createLocalDns(file?: string): Promise<LocalDns> {
  const state = await readState(file);
  const records = new Map(state.records.map((record) => [recordKey(record), record]));
  const tenants = new Set(state.tenants);
  const persist = () => (file ? writeFileAtomically(file, JSON.stringify({ records: [...records.values()], tenants: [...tenants] }, null, 2)) : Promise.resolve());
  const tenantChange = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const domain = domainSchema.safeParse(decodedSegment(path.slice(tenantsPath.length + 1)));
    if (!domain.success) return sendJson(res, 400, { message: 'Dominio inválido' });
    if (req.method === 'PUT') tenants.add(domain.data);
    else tenants.delete(domain.data);
    await persist();
    return send(res, 204, '');
  };
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { path, query } = splitUrl(req);
    if (req.method === 'GET' && path === dnsPath) {
      return send(res, 200, renderPage({ records: [...records.values()], tenants: [...tenants] }), { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    }
    if (req.method === 'GET' && path === `${dnsPath}/txt`) {
      const name = new URLSearchParams(query).get('name') ?? '';
      return sendJson(res, 200, [...records.values()].filter((record) => record.recordName === name && record.set).map((record) => record.token));
    }
    if (req.method === 'GET' && path === tenantsPath) return sendJson(res, 200, [...tenants]);
    if ((req.method === 'PUT' || req.method === 'DELETE') && path.startsWith(`${tenantsPath}/`)) return tenantChange(req, res, path);
    if (req.method === 'POST' && path === `${dnsPath}/pending`) {
      const parsed = recordSchema.safeParse(jsonOf((await readBody(req)).toString('utf8')));
      if (!parsed.success) return sendJson(res, 400, { message: 'Registro inválido' });
      const key = recordKey(parsed.data);
      records.set(key, { ...parsed.data, set: records.get(key)?.set ?? false });
      await persist();
      return sendJson(res, 201, {});
    }
    if (req.method === 'POST' && path === `${dnsPath}/records`) {
      const form = new URLSearchParams((await readBody(req)).toString('utf8'));
      const key = recordKey({ recordName: form.get('recordName') ?? '', token: form.get('token') ?? '' });
      const record = records.get(key);
      if (!record) return sendJson(res, 404, { message: 'Ese registro no está pendiente' });
      records.set(key, { ...record, set: true });
      await persist();
      return send(res, 303, '', { location: dnsPath });
    }
    sendJson(res, 404, { message: 'Not Found' });
  };
  return { handle, serves: (domain) => tenants.has(domain) };
}

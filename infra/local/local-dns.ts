// The DNS of organizer domains, locally: the verifier (lambdas/sites/domain-verifier.ts) announces
// each domain added with the TXT record it waits for, the page at /local/dns lists them, and 'Marcar
// DNS como listo' sets the record as the organizer would at their DNS provider. Kept in one JSON file
// under the data directory (written whole, then moved into place), or in memory.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { readBody, send, sendJson, splitUrl } from './http-io';
import { escapeHtml, localPage } from './local-page';

export const dnsPath = '/local/dns';

const recordSchema = z.object({ recordName: z.string().min(1).max(300), token: z.string().min(1).max(200), set: z.boolean().default(false) });
type DnsRecord = z.infer<typeof recordSchema>;

async function readRecords(file: string | undefined): Promise<DnsRecord[]> {
  if (!file) return [];
  try {
    return recordSchema.array().parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    // No file yet, or a damaged one: the domains are announced again when added again.
    return [];
  }
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function renderPage(records: DnsRecord[]): string {
  const rows = records
    .map(
      ({ recordName, token, set }) => `<tr><td>${escapeHtml(recordName)}</td><td><code>${escapeHtml(token)}</code></td><td>${
        set
          ? 'Listo'
          : `<form method="post" action="${dnsPath}/records"><input type="hidden" name="recordName" value="${escapeHtml(recordName)}"><button>Marcar DNS como listo</button></form>`
      }</td></tr>`,
    )
    .join('');
  return localPage({
    title: 'DNS local de los dominios de organizadores',
    width: '64rem',
    styles: 'table { border-collapse: collapse; width: 100%; } td, th { border-bottom: 1px solid #ddd; padding: .5rem; text-align: left; }',
    body: records.length
      ? `<p>Cada dominio que un organizador agrega espera este registro TXT. Márcalo como listo y verifica el dominio en la consola.</p><table><tr><th>Registro TXT</th><th>Valor</th><th></th></tr>${rows}</table>`
      : '<p>Ningún organizador ha agregado un dominio propio.</p>',
  });
}

export async function createLocalDns(file?: string) {
  const records = new Map((await readRecords(file)).map((record) => [record.recordName, record]));
  let written = Promise.resolve();
  const persist = () => {
    if (!file) return Promise.resolve();
    const snapshot = JSON.stringify([...records.values()], null, 2);
    written = written.catch(() => undefined).then(async () => {
      await writeFile(`${file}.tmp`, snapshot);
      await rename(`${file}.tmp`, file);
    });
    return written;
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { path, query } = splitUrl(req);
    if (req.method === 'GET' && path === dnsPath) return send(res, 200, renderPage([...records.values()]), { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    if (req.method === 'GET' && path === `${dnsPath}/txt`) {
      const record = records.get(new URLSearchParams(query).get('name') ?? '');
      return sendJson(res, 200, record?.set ? [record.token] : []);
    }
    if (req.method === 'POST' && path === `${dnsPath}/pending`) {
      const parsed = recordSchema.safeParse(jsonOf((await readBody(req)).toString('utf8')));
      if (!parsed.success) return sendJson(res, 400, { message: 'Registro inválido' });
      records.set(parsed.data.recordName, { ...parsed.data, set: false });
      await persist();
      return sendJson(res, 201, {});
    }
    if (req.method === 'POST' && path === `${dnsPath}/records`) {
      const recordName = new URLSearchParams((await readBody(req)).toString('utf8')).get('recordName') ?? '';
      const record = records.get(recordName);
      if (!record) return sendJson(res, 404, { message: 'Ese registro no está pendiente' });
      records.set(recordName, { ...record, set: true });
      await persist();
      return send(res, 303, '', { location: dnsPath });
    }
    sendJson(res, 404, { message: 'Not Found' });
  };
}

// Counts the requests handlers make to DynamoDB, by operation: the handlers reach DynamoDB Local
// through this pass-through, and /local/metrics reports the counts (the benchmarks read them).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, send, sendJson } from './http-io';

export interface DynamoDbMeter {
  endpoint: string;
  counts(): { requests: number; byOperation: Record<string, number> };
  stop(): Promise<void>;
}

export async function startDynamoDbMeter(target: string): Promise<DynamoDbMeter> {
  const byOperation: Record<string, number> = {};
  let requests = 0;

  async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const operation = String(req.headers['x-amz-target'] ?? 'unknown').split('.').pop()!;
    requests += 1;
    byOperation[operation] = (byOperation[operation] ?? 0) + 1;
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'content-length'),
    ) as Record<string, string>;
    const answer = await fetch(`${target}${req.url ?? '/'}`, { method: req.method, headers, body: body.length ? body : undefined });
    const responseHeaders: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'content-encoding') responseHeaders[name] = value;
    });
    send(res, answer.status, Buffer.from(await answer.arrayBuffer()), responseHeaders);
  }

  const server = createServer((req, res) => {
    forward(req, res).catch((error: unknown) => sendJson(res, 502, { message: String(error) }));
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    counts: () => ({ requests, byOperation: { ...byOperation } }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

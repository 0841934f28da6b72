// Counts the requests handlers make to DynamoDB, by operation, and the capacity units they consume:
// the handlers reach DynamoDB Local through this pass-through, which asks for ReturnConsumedCapacity
// on every call that takes it, and /local/metrics reports the totals (the benchmarks and the cost
// model read them).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, send, sendJson } from './http-io';

export interface DynamoDbCounts {
  requests: number;
  byOperation: Record<string, number>;
  readUnits: number;
  writeUnits: number;
}

export interface DynamoDbMeter {
  endpoint: string;
  counts(): DynamoDbCounts;
  stop(): Promise<void>;
}

const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);
const METERED = new Set([...WRITES, 'GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);

interface Consumed {
  CapacityUnits?: number;
}

function withConsumedCapacity(operation: string, body: Buffer): Buffer {
  if (!METERED.has(operation) || body.length === 0) return body;
  try {
    return Buffer.from(JSON.stringify({ ...(JSON.parse(body.toString('utf8')) as object), ReturnConsumedCapacity: 'TOTAL' }));
  } catch {
    return body;
  }
}

function unitsOf(answer: Buffer): number {
  try {
    const consumed = (JSON.parse(answer.toString('utf8')) as { ConsumedCapacity?: Consumed | Consumed[] }).ConsumedCapacity;
    const list = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
    return list.reduce((sum, { CapacityUnits }) => sum + (CapacityUnits ?? 0), 0);
  } catch {
    return 0;
  }
}

export async function startDynamoDbMeter(target: string): Promise<DynamoDbMeter> {
  const byOperation: Record<string, number> = {};
  let requests = 0;
  let readUnits = 0;
  let writeUnits = 0;

  async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const operation = String(req.headers['x-amz-target'] ?? 'unknown').split('.').pop()!;
    const body = withConsumedCapacity(operation, await readBody(req));
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
    const payload = Buffer.from(await answer.arrayBuffer());
    if (answer.ok && METERED.has(operation)) {
      if (WRITES.has(operation)) writeUnits += unitsOf(payload);
      else readUnits += unitsOf(payload);
    }
    send(res, answer.status, payload, responseHeaders);
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
    counts: () => ({ requests, byOperation: { ...byOperation }, readUnits, writeUnits }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

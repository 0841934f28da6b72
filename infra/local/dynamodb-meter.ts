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
  /** Write units by the entity written (ElectroDB's sort-key prefix), shared out by item size within a batch. */
  writeUnitsByEntity: Record<string, number>;
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

type AttributeMap = Record<string, { S?: string }>;

interface WriteRequest {
  Item?: AttributeMap;
  Key?: AttributeMap;
}

const entityOf = (attributes: AttributeMap | undefined) => /^\$([a-z0-9]+)_/i.exec(attributes?.sk?.S ?? '')?.[1] ?? 'other';

/** Each item a write names, with its weight: the item's size for a put, 1 for the others. */
function writtenItems(operation: string, request: Record<string, unknown>): { entity: string; weight: number }[] {
  const one = (write: WriteRequest) => ({ entity: entityOf(write.Item ?? write.Key), weight: write.Item ? JSON.stringify(write.Item).length : 1 });
  if (operation === 'BatchWriteItem') {
    const tables = Object.values((request.RequestItems ?? {}) as Record<string, { PutRequest?: WriteRequest; DeleteRequest?: WriteRequest }[]>);
    return tables.flat().map((write) => one(write.PutRequest ?? write.DeleteRequest ?? {}));
  }
  if (operation === 'TransactWriteItems') {
    const writes = (request.TransactItems ?? []) as Record<string, WriteRequest>[];
    return writes.map((write) => one(Object.values(write)[0] ?? {}));
  }
  return [one(request as WriteRequest)];
}

function addByEntity(totals: Record<string, number>, operation: string, body: Buffer, units: number): void {
  try {
    const items = writtenItems(operation, JSON.parse(body.toString('utf8')) as Record<string, unknown>);
    const weight = items.reduce((sum, item) => sum + item.weight, 0) || 1;
    for (const { entity, weight: share } of items) totals[entity] = (totals[entity] ?? 0) + (units * share) / weight;
  } catch {
    totals.other = (totals.other ?? 0) + units;
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
  const writeUnitsByEntity: Record<string, number> = {};

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
      const units = unitsOf(payload);
      if (WRITES.has(operation)) {
        writeUnits += units;
        addByEntity(writeUnitsByEntity, operation, body, units);
      } else readUnits += units;
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
    counts: () => ({ requests, byOperation: { ...byOperation }, readUnits, writeUnits, writeUnitsByEntity: { ...writeUnitsByEntity } }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Counts the requests handlers make to DynamoDB, by operation, and the capacity units they consume:
// the handlers reach DynamoDB Local through this pass-through, which asks for ReturnConsumedCapacity
// on every call that takes it, and /local/metrics reports the totals (the benchmarks and the cost
// model read them). A transaction's write units are counted here from its items' sizes (the items an
// update changed are read back after it), since DynamoDB Local misreports them.
import { Agent, createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { itemSize, writeUnitsOf, type AttributeMap } from './dynamodb-item-size';
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

interface WriteRequest {
  TableName?: string;
  Item?: AttributeMap;
  Key?: AttributeMap;
}

const entityOf = (attributes: AttributeMap | undefined) => /^\$([a-z0-9]+)_/i.exec(attributes?.sk?.S ?? '')?.[1] ?? 'other';

/** Each item a write names, with its weight: the item's size for a put, 1 for the others. */
function writtenItems(operation: string, request: Record<string, unknown>): { entity: string; weight: number }[] {
  const one = (write: WriteRequest) => ({ entity: entityOf(write.Item ?? write.Key), weight: write.Item ? itemSize(write.Item) : 1 });
  if (operation === 'BatchWriteItem') {
    const tables = Object.values((request.RequestItems ?? {}) as Record<string, { PutRequest?: WriteRequest; DeleteRequest?: WriteRequest }[]>);
    return tables.flat().map((write) => one(write.PutRequest ?? write.DeleteRequest ?? {}));
  }
  return [one(request as WriteRequest)];
}

function addByEntity(totals: Record<string, number>, items: { entity: string; weight: number }[], units: number): void {
  const weight = items.reduce((sum, item) => sum + item.weight, 0) || 1;
  for (const { entity, weight: share } of items) totals[entity] = (totals[entity] ?? 0) + (units * share) / weight;
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

interface Relayed {
  status: number;
  headers: IncomingHttpHeaders;
  payload: Buffer;
}

/**
 * One call to DynamoDB Local on a kept-alive connection. node:http, not fetch: every call a handler
 * makes passes here, and fetch's streams and header objects cost several times the CPU per call.
 */
function relay(agent: Agent, url: string, method: string, headers: Record<string, string>, body: Buffer): Promise<Relayed> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, agent, headers: { ...headers, 'content-length': String(body.length) } }, (answer) => {
      // DynamoDB's answers are bounded by DynamoDB itself (16 MB for a batch read), not by the gateway's limit.
      readBody(answer, Number.POSITIVE_INFINITY).then((payload) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, payload }), reject);
    });
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

/** Hop-by-hop headers, and the length `send` sets again. */
const NOT_PASSED_ON = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

export async function startDynamoDbMeter(target: string): Promise<DynamoDbMeter> {
  const agent = new Agent({ keepAlive: true });
  const byOperation: Record<string, number> = {};
  let requests = 0;
  let readUnits = 0;
  let writeUnits = 0;
  const writeUnitsByEntity: Record<string, number> = {};

  /** The items of these keys as stored now (one table), by their key's JSON. */
  async function storedItems(headers: Record<string, string>, table: string, keys: AttributeMap[]): Promise<Map<string, AttributeMap>> {
    const found = new Map<string, AttributeMap>();
    for (let first = 0; first < keys.length; first += 100) {
      const read = JSON.stringify({ RequestItems: { [table]: { Keys: keys.slice(first, first + 100), ConsistentRead: true } } });
      const answer = await relay(agent, target, 'POST', { ...headers, 'x-amz-target': 'DynamoDB_20120810.BatchGetItem' }, Buffer.from(read));
      const { Responses } = JSON.parse(answer.payload.toString('utf8')) as { Responses?: Record<string, AttributeMap[]> };
      for (const item of Responses?.[table] ?? []) found.set(JSON.stringify({ pk: item.pk, sk: item.sk }), item);
    }
    return found;
  }

  /** Twice the units of each item a transaction wrote: puts by their size, updates by the item they left. */
  async function transactionUnits(headers: Record<string, string>, body: Buffer): Promise<{ entity: string; weight: number }[]> {
    const writes = ((JSON.parse(body.toString('utf8')) as { TransactItems?: Record<string, WriteRequest>[] }).TransactItems ?? []).map(
      (write) => [Object.keys(write)[0], Object.values(write)[0] ?? {}] as const,
    );
    const updates = writes.filter(([kind, write]) => kind === 'Update' && write.Key && write.TableName);
    const after = updates.length > 0 ? await storedItems(headers, updates[0]![1].TableName!, updates.map(([, write]) => write.Key!)) : new Map<string, AttributeMap>();
    return writes.map(([kind, write]) => {
      const item = kind === 'Put' ? write.Item : kind === 'Update' ? after.get(JSON.stringify({ pk: write.Key?.pk, sk: write.Key?.sk })) : undefined;
      return { entity: entityOf(write.Item ?? write.Key), weight: 2 * writeUnitsOf(item ? itemSize(item) : 0) };
    });
  }

  async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const operation = String(req.headers['x-amz-target'] ?? 'unknown').split('.').pop()!;
    const body = withConsumedCapacity(operation, await readBody(req));
    requests += 1;
    byOperation[operation] = (byOperation[operation] ?? 0) + 1;
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'content-length'),
    ) as Record<string, string>;
    const answer = await relay(agent, `${target}${req.url ?? '/'}`, req.method ?? 'POST', headers, body);
    const responseHeaders: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !NOT_PASSED_ON.has(name)) responseHeaders[name] = value;
    send(res, answer.status, answer.payload, responseHeaders);
    // A read-back DynamoDB Local no longer answers (it died or is stopping) leaves that call's units uncounted.
    const ok = answer.status >= 200 && answer.status < 300;
    if (ok && METERED.has(operation)) await count(operation, headers, body, answer.payload).catch(() => undefined);
  }

  /** Counted after the answer went back, so the reading back costs the caller no time. */
  async function count(operation: string, headers: Record<string, string>, body: Buffer, payload: Buffer): Promise<void> {
    if (!WRITES.has(operation)) {
      readUnits += unitsOf(payload);
      return;
    }
    const request = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    const items = operation === 'TransactWriteItems' ? await transactionUnits(headers, body) : writtenItems(operation, request);
    const units = operation === 'TransactWriteItems' ? items.reduce((sum, { weight }) => sum + weight, 0) : unitsOf(payload);
    writeUnits += units;
    addByEntity(writeUnitsByEntity, items, units);
  }

  const server = createServer((req, res) => {
    forward(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 502, { message: String(error) });
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    counts: () => ({ requests, byOperation: { ...byOperation }, readUnits, writeUnits, writeUnitsByEntity: { ...writeUnitsByEntity } }),
    stop: () =>
      new Promise((resolve) =>
        server.close(() => {
          agent.destroy();
          resolve();
        }),
      ),
  };
}

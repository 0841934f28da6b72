// Runs route-table handlers inside this process the way Lambda would: each module is imported once,
// on first use, and called with an event and a Lambda context. Each handler's slowest call is kept
// next to the timeout AWS gives it, so the benchmarks can show what would time out there.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { localAccountId, localRegion } from './local-aws';

export interface HandlerRef {
  id: string;
  /** Module path from the repository root; the module exports `handler`. */
  handler: string;
  /** The function's timeout on AWS; 10 s unless the route table gives one. */
  timeoutSeconds?: number;
}

export interface HandlerDurations {
  calls: number;
  /** Every call's time added up (the cost model's Lambda duration). */
  totalMs: number;
  slowestMs: number;
  timeoutMs: number;
}

export type Invoke = (<Result = unknown>(ref: HandlerRef, event: unknown) => Promise<Result>) & {
  durations(): Record<string, HandlerDurations>;
};

type LambdaHandler = (event: unknown, context: Context) => unknown;

const AWS_DEFAULT_TIMEOUT_MS = 10_000;
/** A busy 2-core machine is slower than Lambda: the context's deadline here is three times AWS's. */
const LOCAL_ALLOWANCE = 3;

function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${localRegion}:${localAccountId}:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export function createInvoker(repoRoot: string): Invoke {
  const modules = new Map<string, Promise<LambdaHandler>>();
  const durations: Record<string, HandlerDurations> = {};

  function load(modulePath: string): Promise<LambdaHandler> {
    let loading = modules.get(modulePath);
    if (!loading) {
      loading = import(pathToFileURL(resolve(repoRoot, modulePath)).href).then((mod: { handler?: unknown }) => {
        if (typeof mod.handler !== 'function') throw new Error(`${modulePath} does not export a handler`);
        return mod.handler as LambdaHandler;
      });
      // A module that fails to load (a missing file, a syntax error) is tried again on the next call.
      loading.catch(() => modules.delete(modulePath));
      modules.set(modulePath, loading);
    }
    return loading;
  }

  const invoke = async <Result>(ref: HandlerRef, event: unknown) => {
    const handler = await load(ref.handler);
    const timeoutMs = (ref.timeoutSeconds ?? 0) * 1000 || AWS_DEFAULT_TIMEOUT_MS;
    const started = performance.now();
    try {
      return (await handler(event, lambdaContext(ref.id, timeoutMs * LOCAL_ALLOWANCE))) as Result;
    } finally {
      const took = performance.now() - started;
      const record = (durations[ref.id] ??= { calls: 0, totalMs: 0, slowestMs: 0, timeoutMs });
      record.calls += 1;
      record.totalMs += Math.round(took);
      record.slowestMs = Math.max(record.slowestMs, Math.round(took));
    }
  };
  return Object.assign(invoke, { durations: () => structuredClone(durations) });
}

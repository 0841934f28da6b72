// Runs route-table handlers inside this process the way Lambda would: each module is imported once,
// on first use, and called with an event and a Lambda context.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { localAccountId, localRegion } from './local-aws';

export interface HandlerRef {
  id: string;
  /** Module path from the repository root; the module exports `handler`. */
  handler: string;
}

export type Invoke = <Result = unknown>(ref: HandlerRef, event: unknown) => Promise<Result>;

type LambdaHandler = (event: unknown, context: Context) => unknown;

// middy asks the context how long it has left, so the context needs a believable deadline.
const timeoutMs = 30_000;

function lambdaContext(functionName: string): Context {
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

  return async <Result>(ref: HandlerRef, event: unknown) => {
    const handler = await load(ref.handler);
    return (await handler(event, lambdaContext(ref.id))) as Result;
  };
}

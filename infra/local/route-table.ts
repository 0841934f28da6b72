// The route table the local cloud serves: the platform's own (infra/routes.ts) unless a test hands
// it another module with the same exports.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as platformRoutes from '../routes';
import type { BucketTrigger, HttpRoute, QueueConsumer, Schedule, UserPoolTrigger, WebSocketRoute } from '../routes';

export interface RouteTable {
  httpRoutes: readonly HttpRoute[];
  webSocketRoutes: readonly WebSocketRoute[];
  bucketTriggers: readonly BucketTrigger[];
  schedules: readonly Schedule[];
  queueConsumers: readonly QueueConsumer[];
  userPoolTriggers: readonly UserPoolTrigger[];
}

export const platformRouteTable: RouteTable = platformRoutes;

/** Loads a route table module given by path from the repository root. */
export async function loadRouteTable(repoRoot: string, modulePath: string): Promise<RouteTable> {
  return (await import(pathToFileURL(resolve(repoRoot, modulePath)).href)) as RouteTable;
}

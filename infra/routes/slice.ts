// A feature's slice of the route table: the entries whose handler modules live in one folder of
// lambdas/. infra/routes.ts composes the slices.
import type {
  BucketTrigger,
  HandlerRef,
  HttpRoute,
  QueueConsumer,
  Schedule,
  UserPoolTrigger,
  WebSocketRoute,
} from './types';

export interface RouteEntries {
  httpRoutes: HttpRoute[];
  webSocketRoutes: WebSocketRoute[];
  bucketTriggers: BucketTrigger[];
  schedules: Schedule[];
  queueConsumers: QueueConsumer[];
  userPoolTriggers: UserPoolTrigger[];
}

export interface RouteSlice extends RouteEntries {
  /** The folder of lambdas/ that holds every handler of the slice (`retos` for `lambdas/retos/…`). */
  feature: string;
}

/** Every entry of a slice (or of part of one), whatever its kind. */
export function entriesOf(entries: RouteEntries): HandlerRef[] {
  return [
    ...entries.httpRoutes,
    ...entries.webSocketRoutes,
    ...entries.bucketTriggers,
    ...entries.schedules,
    ...entries.queueConsumers,
    ...entries.userPoolTriggers,
  ];
}

/** The slice of `lambdas/<feature>/`; refuses an entry whose handler module lives in another folder. */
export function routeSlice(
  feature: string,
  entries: Partial<RouteEntries>,
): RouteSlice {
  const slice: RouteSlice = {
    feature,
    httpRoutes: [],
    webSocketRoutes: [],
    bucketTriggers: [],
    schedules: [],
    queueConsumers: [],
    userPoolTriggers: [],
    ...entries,
  };
  for (const entry of entriesOf(slice)) {
    if (!entry.handler.startsWith(`lambdas/${feature}/`)) {
      throw new Error(`${entry.id} (${entry.handler}) belongs to the slice of its handler's folder, not to lambdas/${feature}/.`);
    }
  }
  return slice;
}

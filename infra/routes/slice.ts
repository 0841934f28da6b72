// A feature's slice of the route table: the entries whose handler modules live in one folder of
// lambdas/. infra/routes.ts composes the slices; the CDK application stack deploys each slice in a
// nested stack of its own (infra/feature-stacks.ts).
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
  /**
   * Sub-folders of `lambdas/<feature>/` whose entries deploy in a nested stack of their own, beside
   * the feature's: how a feature too big for one stack is split (tests/infra/stack-limits.test.ts).
   */
  ownStacks: string[];
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

/**
 * The slice of `lambdas/<feature>/`; refuses an entry whose handler module lives in another folder,
 * and an own stack for a sub-folder without handlers.
 */
export function routeSlice(
  feature: string,
  entries: Partial<RouteEntries> & { ownStacks?: string[] },
): RouteSlice {
  const slice: RouteSlice = {
    feature,
    httpRoutes: [],
    webSocketRoutes: [],
    bucketTriggers: [],
    schedules: [],
    queueConsumers: [],
    userPoolTriggers: [],
    ownStacks: [],
    ...entries,
  };
  for (const entry of entriesOf(slice)) {
    if (!entry.handler.startsWith(`lambdas/${feature}/`)) {
      throw new Error(`${entry.id} (${entry.handler}) belongs to the slice of its handler's folder, not to lambdas/${feature}/.`);
    }
  }
  for (const subfolder of slice.ownStacks) {
    if (!entriesOf(slice).some((entry) => entry.handler.startsWith(`lambdas/${feature}/${subfolder}/`))) {
      throw new Error(`ownStacks names lambdas/${feature}/${subfolder}/, which holds no handler of the slice.`);
    }
  }
  return slice;
}

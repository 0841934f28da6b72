// The one route table: every HTTP route, WebSocket route, S3 trigger, schedule, queue consumer and
// Cognito trigger of the platform. The CDK application stack and the local cloud both build
// themselves from these lists, so a route cannot exist in one and not in the other.
//
// Each feature folder of lambdas/ owns its slice, infra/routes/<feature>.ts (the entries whose
// handler modules live in that folder); this module only composes them.
import { accountsRoutes } from './routes/accounts';
import { activitiesRoutes } from './routes/activities';
import { documentsRoutes } from './routes/documents';
import { eventsRoutes } from './routes/events';
import { feedRoutes } from './routes/feed';
import { mailRoutes } from './routes/mail';
import { mediaRoutes } from './routes/media';
import { paymentJobsRoutes } from './routes/payment-jobs';
import { platformRoutes } from './routes/platform';
import { realtimeRoutes } from './routes/realtime';
import { registrationRoutes } from './routes/registration';
import { resultsRoutes } from './routes/results';
import { retosRoutes } from './routes/retos';
import type { RouteSlice } from './routes/slice';
import { sitesRoutes } from './routes/sites';
import { timingRoutes } from './routes/timing';
import type {
  BucketTrigger,
  HttpRoute,
  QueueConsumer,
  Schedule,
  UserPoolTrigger,
  WebSocketRoute,
} from './routes/types';

export type * from './routes/types';
export type { RouteSlice } from './routes/slice';

/** Every feature's slice; the application stack deploys each in nested stacks of its own. */
export const routeSlices: readonly RouteSlice[] = [
  platformRoutes,
  accountsRoutes,
  mediaRoutes,
  eventsRoutes,
  resultsRoutes,
  timingRoutes,
  feedRoutes,
  registrationRoutes,
  sitesRoutes,
  documentsRoutes,
  retosRoutes,
  activitiesRoutes,
  paymentJobsRoutes,
  mailRoutes,
  realtimeRoutes,
];

export const httpRoutes: HttpRoute[] = routeSlices.flatMap((slice) => slice.httpRoutes);
export const webSocketRoutes: WebSocketRoute[] = routeSlices.flatMap((slice) => slice.webSocketRoutes);
export const bucketTriggers: BucketTrigger[] = routeSlices.flatMap((slice) => slice.bucketTriggers);
export const schedules: Schedule[] = routeSlices.flatMap((slice) => slice.schedules);
export const queueConsumers: QueueConsumer[] = routeSlices.flatMap((slice) => slice.queueConsumers);
export const userPoolTriggers: UserPoolTrigger[] = routeSlices.flatMap((slice) => slice.userPoolTriggers);

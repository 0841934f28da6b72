// The route table's slices on AWS: a nested stack per feature (infra/routes/<feature>.ts) holds its
// functions and what belongs to one function alone: HTTP and WebSocket routes with their integrations
// and invoke permissions, schedule rules, queue event sources, S3's permission to invoke a trigger.
// The application stack keeps what the features share (the APIs and their stages, the authorizer,
// the queues, the bucket notifications, the site), so a new route or feature grows a feature stack and
// never the application stack. A feature too big for one stack names, in its slice's ownStacks,
// sub-folders of its handlers that deploy in a stack of their own; Cognito triggers stay with the
// user pool in the stateful stack.
import { NestedStack } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import type { PlatformResources } from './capability-bindings';
import type { PlatformHttpApi } from './http-api';
import { addScheduledJob } from './jobs';
import type { MediaProcessing } from './media-processing';
import type { RealtimeApi } from './realtime-api';
import type { HandlerRef, RouteSlice } from './routes';
import { entriesOf, type RouteEntries } from './routes/slice';
import type { WorkQueues } from './work-queues';

export interface FeatureStacksProps {
  slices: readonly RouteSlice[];
  resources: PlatformResources;
  httpApi: PlatformHttpApi;
  realtime: RealtimeApi;
  queues: WorkQueues;
  media: MediaProcessing;
}

/** The entries of a slice one nested stack deploys. */
interface StackPart extends RouteEntries {
  /** The nested stack's construct id: `Retos`, `RetosChat`, `PaymentJobs`. */
  id: string;
  /** The handlers' folder: `lambdas/retos/` (what no other part of the slice takes), `lambdas/retos/chat/`. */
  folder: string;
}

/** 'payment-jobs' → 'PaymentJobs'. */
const pascalCase = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** A slice cut into its nested stacks: the feature's own, then one per sub-folder in its ownStacks. */
function stackParts(slice: RouteSlice): StackPart[] {
  const folderOf = (subfolder?: string) => `lambdas/${slice.feature}/${subfolder ? `${subfolder}/` : ''}`;
  const ownStackOf = (entry: HandlerRef) => slice.ownStacks.find((subfolder) => entry.handler.startsWith(folderOf(subfolder)));
  const part = (subfolder?: string): StackPart => {
    const taken = <T extends HandlerRef>(entries: T[]) => entries.filter((entry) => ownStackOf(entry) === subfolder);
    return {
      id: pascalCase(subfolder ? `${slice.feature}-${subfolder}` : slice.feature),
      folder: folderOf(subfolder),
      httpRoutes: taken(slice.httpRoutes),
      webSocketRoutes: taken(slice.webSocketRoutes),
      bucketTriggers: taken(slice.bucketTriggers),
      schedules: taken(slice.schedules),
      queueConsumers: taken(slice.queueConsumers),
      // The user pool calls its triggers from the stateful stack (infra/auth.ts).
      userPoolTriggers: [],
    };
  };
  return [part(), ...slice.ownStacks.map(part)];
}

export class FeatureStacks extends Construct {
  readonly stacks: NestedStack[] = [];

  constructor(scope: Construct, id: string, props: FeatureStacksProps) {
    super(scope, id);
    const { resources } = props;
    for (const part of props.slices.flatMap(stackParts)) {
      // CloudFormation refuses a stack without resources.
      if (entriesOf(part).length === 0) continue;
      const stack = new NestedStack(this, part.id, { description: `Funciones y rutas de ${part.folder}` });
      this.stacks.push(stack);
      for (const route of part.httpRoutes) props.httpApi.addRoute(stack, route, resources);
      for (const route of part.webSocketRoutes) props.realtime.addRoute(stack, route, resources);
      for (const trigger of part.bucketTriggers) props.media.addTrigger(stack, trigger, resources);
      for (const job of part.schedules) addScheduledJob(stack, job, resources);
      for (const consumer of part.queueConsumers) props.queues.addConsumer(stack, consumer, resources);
    }
  }
}

// Scheduled jobs of the route table: an EventBridge rate rule per entry, beside its function in its
// feature's nested stack (infra/feature-stacks.ts).
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Construct } from 'constructs';
import { AppFunction } from './app-function';
import type { PlatformResources } from './capability-bindings';
import type { Schedule as ScheduledJob } from './routes';

/** A job's function and its rule (with the permission to invoke it), both in `scope`. */
export function addScheduledJob(scope: Construct, job: ScheduledJob, resources: PlatformResources): void {
  const handler = new AppFunction(scope, job.id, { ...job, resources });
  new Rule(scope, `${job.id}Schedule`, {
    schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
    targets: [new LambdaFunction(handler.fn)],
  });
}

// Scheduled jobs of the route table: an EventBridge rate rule per entry. The functions and their
// rules live in a nested stack, as the API's do: in the application stack itself they would take it
// past CloudFormation's 500 resources.
import { Duration, NestedStack } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { AppFunction } from './app-function';
import type { PlatformResources } from './capability-bindings';
import { schedules } from './routes';

export interface JobsProps {
  resources: PlatformResources;
}

export class Jobs extends Construct {
  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    const stack = new NestedStack(this, 'Functions', { description: 'Trabajos programados' });
    for (const job of schedules) {
      const handler = new AppFunction(stack, job.id, { ...job, resources: props.resources });
      new Rule(stack, `${job.id}Schedule`, {
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaFunction(handler.fn)],
      });
    }
  }
}

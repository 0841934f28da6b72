// Scheduled jobs of the route table: an EventBridge rate rule per entry.
import { Duration } from 'aws-cdk-lib';
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
    for (const job of schedules) {
      const handler = new AppFunction(this, job.id, { ...job, resources: props.resources });
      new Rule(this, `${job.id}Schedule`, {
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaFunction(handler.fn)],
      });
    }
  }
}

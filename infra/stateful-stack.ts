// Everything that holds data: the table, the buckets and the user pool. Deployed first, changed rarely.
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Auth } from './auth';
import type { PlatformResources } from './capability-bindings';
import { DataTable } from './data-table';
import { Storage } from './storage';

export interface StatefulStackProps extends StackProps {
  mailFrom: string;
}

export class StatefulStack extends Stack {
  readonly storage: Storage;
  readonly auth: Auth;
  /** What the application stack's handlers bind to (connections come from the application stack). */
  readonly resources: PlatformResources;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { table } = new DataTable(this, 'Data');
    this.storage = new Storage(this, 'Storage');
    const shared = {
      table,
      uploads: this.storage.uploads,
      media: this.storage.media,
      reports: this.storage.reports,
      mailFrom: props.mailFrom,
    };
    this.auth = new Auth(this, 'Auth', { mailFrom: props.mailFrom, triggerResources: shared });
    this.resources = { ...shared, userPool: this.auth.userPool };

    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
  }
}

// S3 triggers of the route table: each handler runs when an object lands under its prefix. A bucket's
// notifications are one setting of the bucket, kept here for every feature; each trigger's function
// and the permission S3 needs to invoke it live in the trigger's feature stack (infra/feature-stacks.ts).
import { Duration, Stack } from 'aws-cdk-lib';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket, BucketNotificationDestinationType, EventType, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct, type IDependable } from 'constructs';
import { AppFunction } from './app-function';
import type { PlatformResources } from './capability-bindings';
import { acknowledgeCdkProvidedFunction } from './cdk-provided-functions';
import type { BucketTrigger } from './routes';
import { sharpBundling } from './sharp-bundling';

export interface MediaProcessingProps {
  uploads: IBucket;
}

export class MediaProcessing extends Construct {
  private readonly buckets: Record<BucketTrigger['bucket'], IBucket>;
  private notificationsHandlerAcknowledged = false;

  constructor(scope: Construct, id: string, props: MediaProcessingProps) {
    super(scope, id);
    // Notifications are set through a reference by name: configured on the bucket itself, they would
    // make the stateful stack depend on this stack's functions while this stack depends on it.
    this.buckets = {
      uploads: Bucket.fromBucketName(this, 'Uploads', props.uploads.bucketName),
    };
  }

  /** A trigger of the table: its function and S3's permission to invoke it in `scope`, the notification here. */
  addTrigger(scope: Construct, trigger: BucketTrigger, resources: PlatformResources): void {
    const handler = new AppFunction(scope, trigger.id, {
      ...trigger,
      resources,
      // Decoding and resizing camera photos with sharp needs the memory (and the CPU that comes with it).
      memorySize: 1536,
      timeout: Duration.seconds(30),
      bundling: sharpBundling,
    });
    const bucket = this.buckets[trigger.bucket];
    // s3-notifications' LambdaDestination would put the permission beside the bucket, in this stack.
    const permissionId = 'AllowBucketNotifications';
    handler.fn.addPermission(permissionId, {
      principal: new ServicePrincipal('s3.amazonaws.com'),
      sourceAccount: Stack.of(bucket).account,
      sourceArn: bucket.bucketArn,
    });
    const permission: IDependable = handler.fn.permissionsNode.findChild(permissionId);
    bucket.addEventNotification(
      EventType.OBJECT_CREATED,
      {
        bind: () => ({ type: BucketNotificationDestinationType.LAMBDA, arn: handler.fn.functionArn, dependencies: [permission] }),
      },
      { prefix: trigger.prefix },
    );
    // The function that writes the notifications exists once the first one is added.
    if (this.notificationsHandlerAcknowledged) return;
    for (const child of Stack.of(this).node.children) {
      if (child.node.id.startsWith('BucketNotificationsHandler')) {
        acknowledgeCdkProvidedFunction(child);
        this.notificationsHandlerAcknowledged = true;
      }
    }
  }
}

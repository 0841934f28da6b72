// S3 triggers of the route table: each handler runs when an object lands under its prefix.
import { Duration, Stack } from 'aws-cdk-lib';
import { Bucket, EventType, type IBucket } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Construct } from 'constructs';
import { AppFunction } from './app-function';
import type { PlatformResources } from './capability-bindings';
import { acknowledgeCdkProvidedFunction } from './cdk-provided-functions';
import { type BucketTrigger, bucketTriggers } from './routes';
import { sharpBundling } from './sharp-bundling';

export interface MediaProcessingProps {
  resources: PlatformResources;
}

export class MediaProcessing extends Construct {
  constructor(scope: Construct, id: string, props: MediaProcessingProps) {
    super(scope, id);
    // Notifications are set through a reference by name: configured on the bucket itself, they would
    // make the stateful stack depend on this stack's functions while this stack depends on it.
    const buckets: Record<BucketTrigger['bucket'], IBucket> = {
      uploads: Bucket.fromBucketName(this, 'Uploads', props.resources.uploads.bucketName),
    };

    for (const trigger of bucketTriggers) {
      const handler = new AppFunction(this, trigger.id, {
        ...trigger,
        resources: props.resources,
        // Decoding and resizing camera photos with sharp needs the memory (and the CPU that comes with it).
        memorySize: 1536,
        timeout: Duration.seconds(30),
        bundling: sharpBundling,
      });
      buckets[trigger.bucket].addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(handler.fn), {
        prefix: trigger.prefix,
      });
    }

    for (const child of Stack.of(this).node.children) {
      if (child.node.id.startsWith('BucketNotificationsHandler')) {
        acknowledgeCdkProvidedFunction(child);
      }
    }
  }
}

// The platform's buckets: browser uploads (transient), processed media (served by CloudFront) and access logs.
import { Aws, Duration, Validations } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { type Bucket, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { privateBucket } from './private-bucket';

export class Storage extends Construct {
  readonly logs: Bucket;
  readonly uploads: Bucket;
  readonly media: Bucket;
  readonly reports: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.logs = privateBucket(this, 'LogsBucket', {
      // CloudFront standard logging delivers with object ACLs, which BUCKET_OWNER_ENFORCED forbids.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    Validations.of(this.logs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This bucket is the access-log destination of the others; logging it into itself would loop.',
    });

    this.uploads = privateBucket(this, 'UploadsBucket', {
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 'uploads/',
      // Browsers PUT straight to presigned URLs, from the main hosts and any organizer domain.
      cors: [
        {
          allowedMethods: [HttpMethods.PUT],
          allowedOrigins: ['*'],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      // Originals are only kept until the image Lambda has written the processed copy to media.
      lifecycleRules: [{ expiration: Duration.days(3), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });

    // Registrant reports hold personal data: downloaded through presigned links within minutes, gone in a day.
    this.reports = privateBucket(this, 'ReportsBucket', {
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 'reports/',
      lifecycleRules: [{ expiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });

    this.media = privateBucket(this, 'MediaBucket', {
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 'media/',
    });
    // The distribution lives in the application stack, which depends on this one; naming its ARN here
    // would make the stacks depend on each other, so reads are allowed to CloudFront from this account.
    this.media.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.media.arnForObjects('*')],
        conditions: { StringEquals: { 'AWS:SourceAccount': Aws.ACCOUNT_ID } },
      }),
    );
  }
}

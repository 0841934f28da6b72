// The defaults every bucket of the platform shares: never public, encrypted, reachable over TLS 1.2+ only.
import { BlockPublicAccess, Bucket, BucketEncryption, type BucketProps } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export function privateBucket(scope: Construct, id: string, props: BucketProps = {}): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    ...props,
  });
}

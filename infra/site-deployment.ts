// Uploads the built SPA and writes /config.json (the deployment's ids and URLs) next to it.
import { dirname } from 'node:path';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledgeCdkProvidedFunction } from './cdk-provided-functions';
import { acknowledgeIamWildcards, bucketObjects, grantWildcards } from './iam-wildcards';
import { platformLogGroup } from './log-group';
import type { RuntimeConfig } from '@shared/core/runtime-config';
import { WIDGET_SCRIPT_PATH } from '@shared/results/feed-api';

export interface SiteDeploymentProps {
  spaDirectory: string;
  bucket: IBucket;
  distribution: IDistribution;
  runtimeConfig: RuntimeConfig;
}

export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const deployment = new BucketDeployment(this, 'Files', {
      sources: [Source.asset(props.spaDirectory), Source.jsonData('config.json', props.runtimeConfig)],
      destinationBucket: props.bucket,
      // Hashed chunks of earlier builds stay, so tabs still running an older index.html keep loading
      // their lazy routes; only the unhashed files are invalidated: the entry, /config.json and the
      // results widget's script, whose address other sites keep (shared/results/feed-api.ts).
      prune: false,
      distribution: props.distribution,
      distributionPaths: ['/index.html', '/config.json', '/api/documents/*', `${dirname(WIDGET_SCRIPT_PATH)}/*`],
      memoryLimit: 512,
      logGroup: platformLogGroup(this, 'Logs'),
    });

    const handler = deployment.handlerRole.node.scope!;
    acknowledgeCdkProvidedFunction(handler);
    // The first allowance that matches a finding gives its reason, so the site bucket's own comes first.
    acknowledgeIamWildcards(handler, [
      bucketObjects('The site bucket: the deployment writes every file of the SPA build, and /config.json, into it.'),
      ...grantWildcards,
      {
        finding: /^Resource::arn:<AWS::Partition>:s3:::cdk-[\w-]+-assets-<AWS::AccountId>-<AWS::Region>\/\*$/,
        reason: 'Reads the SPA build and config.json asset zips from the CDK bootstrap bucket; keys: content hashes.',
      },
      {
        finding: /^Resource::\*$/,
        reason: 'aws-cdk-lib grants cloudfront:CreateInvalidation and GetInvalidation on all distributions.',
      },
    ]);
  }
}

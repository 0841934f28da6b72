// cdk-nag 3 acknowledges IAM5 findings one by one, by exact id, and the id of a cross-stack reference
// only exists once CDK has resolved references. So the acknowledgement runs as a construct validation
// (after references are resolved, before the cdk-nag plugin reads the tree), asks cdk-nag's own rule for
// the findings and acknowledges those an allowance explains.
import { Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';

export interface WildcardAllowance {
  finding: RegExp;
  reason: string;
}

/** A resource named by reference: `<Logical.Arn>` in its own stack, an export name across stacks. */
const reference = String.raw`(<[^>*]+>|[\w-]+:ExportsOutput\w+)`;

const executeApiArn = 'arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>';

/** Every object of a bucket named by reference (`<bucket>/*`), as aws-cdk-lib Bucket.grant* helpers write it. */
export function bucketObjects(reason: string): WildcardAllowance {
  return { finding: new RegExp(`^Resource::${reference}/\\*$`), reason };
}

/** The wildcards aws-cdk-lib grant helpers and the capability bindings produce, each on one named resource. */
export const grantWildcards: WildcardAllowance[] = [
  {
    finding: /^Action::s3:(Abort|DeleteObject|GetBucket|GetObject|List)\*$/,
    reason: 'Action families written by aws-cdk-lib Bucket.grant* helpers, on named buckets and their objects only.',
  },
  bucketObjects('Objects of one named bucket: their keys hold user and upload ids, only known at run time.'),
  {
    finding: new RegExp(`^Resource::${reference}/index/\\*$`),
    reason: 'The global secondary indexes of the one platform table, as aws-cdk-lib Table.grant* helpers grant them.',
  },
  {
    finding: new RegExp(`^Resource::${executeApiArn}:${reference}/[\\w-]+/\\*/@connections/\\*$`),
    reason: 'connections:post: WebSocket connection ids only exist at run time; limited to one API stage.',
  },
];

/** The grants of domains:serve (capability-bindings.ts), acknowledged on the functions that have it only. */
export const tenantWildcards: WildcardAllowance[] = [
  {
    finding: /^Resource::arn:<AWS::Partition>:cloudfront::<AWS::AccountId>:distribution-tenant\/\*$/,
    reason:
      "domains:serve: the organizer domains' distribution tenants get their ids when the API creates them at run time; " +
      'only reading by domain, updating and deleting tenants.',
  },
  {
    finding: /^Resource::\*$/,
    reason:
      'domains:serve: cloudfront:CreateDistributionTenant has no resource-level permission, and acm:RequestCertificate ' +
      "(for the tenant's CloudFront-managed certificate) is limited to HTTP validation by condition.",
  },
];

export function acknowledgeIamWildcards(scope: IConstruct, allowances: readonly WildcardAllowance[]): void {
  scope.node.addValidation({
    validate: () => {
      for (const policy of scope.node.findAll().filter((node) => node instanceof CfnPolicy)) {
        const findings = rules.iam.IAMNoWildcardPermissions(policy);
        if (!Array.isArray(findings)) continue;
        for (const finding of findings) {
          const allowance = allowances.find(({ finding: pattern }) => pattern.test(finding));
          if (allowance) {
            Validations.of(policy).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason: allowance.reason });
          }
        }
      }
      return [];
    },
  });
}

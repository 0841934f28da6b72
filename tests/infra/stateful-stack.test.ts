import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { userPoolSettings } from '@infra/auth-settings';
import { userPoolTriggers } from '@infra/routes';
import { tableDesign } from '@lambdas/data/table-design';
import { functionFor, synthesizePlatform, testSettings } from './platform-fixture';

let platform: ReturnType<typeof synthesizePlatform>;
beforeAll(() => {
  platform = synthesizePlatform();
});

describe('DataTable', () => {
  it('keys the table and every global index as the table design says', () => {
    platform.statefulTemplate.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDesign.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('defines no key attribute beyond those of the table and its indexes', () => {
    const keys = [
      tableDesign.partitionKey,
      tableDesign.sortKey,
      ...tableDesign.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ];
    const [table] = Object.values(platform.statefulTemplate.findResources('AWS::DynamoDB::Table'));
    const defined = (table!.Properties.AttributeDefinitions as { AttributeName: string }[]).map(
      (attribute) => attribute.AttributeName,
    );
    expect(defined.sort()).toEqual(keys.sort());
  });

  it('bills per request, encrypts, recovers to a point in time and expires items by TTL', () => {
    platform.statefulTemplate.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
    });
  });

  it('is kept when the stack goes away', () => {
    platform.statefulTemplate.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });
});

describe('Storage', () => {
  it('encrypts and blocks public access on every bucket of both stacks', () => {
    for (const template of [platform.statefulTemplate, platform.applicationTemplate]) {
      const buckets = Object.values(template.findResources('AWS::S3::Bucket'));
      expect(buckets.length).toBeGreaterThan(0);
      for (const bucket of buckets) {
        expect(bucket.Properties.BucketEncryption).toBeDefined();
        expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
      }
      const policies = template.findResources('AWS::S3::BucketPolicy', {
        Properties: {
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
            ]),
          },
        },
      });
      expect(Object.keys(policies)).toHaveLength(buckets.length);
    }
  });

  it('lets browsers PUT to presigned upload URLs from any origin and expires uploads', () => {
    platform.statefulTemplate.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['PUT'], AllowedOrigins: ['*'] })] },
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 3, Status: 'Enabled' })] },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'uploads/' }),
    });
  });

  it('lets CloudFront of this account read media, and logs media access', () => {
    platform.statefulTemplate.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'media/' }),
    });
    platform.statefulTemplate.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: { StringEquals: { 'AWS:SourceAccount': { Ref: 'AWS::AccountId' } } },
          }),
        ]),
      },
    });
  });
});

describe('Auth', () => {
  it('signs in by e-mail to accounts only the API creates, with the product password rule', () => {
    platform.statefulTemplate.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: [...userPoolSettings.usernameAttributes],
      AdminCreateUserConfig: Match.objectLike({ AllowAdminCreateUserOnly: true }),
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: { ...userPoolSettings.passwordPolicy },
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
    platform.statefulTemplate.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
  });

  it('is on the Essentials feature plan', () => {
    platform.statefulTemplate.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'ESSENTIALS' });
  });

  it('sends mail through SES from the configured address, in Spanish', () => {
    platform.statefulTemplate.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER', From: testSettings.mailFrom }),
      VerificationMessageTemplate: Match.objectLike({ EmailSubject: 'Confirma tu correo' }),
    });
  });

  it('gives the SPA a public client with the configured flows and token lifetimes', () => {
    platform.statefulTemplate.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayEquals([...userPoolSettings.clientAuthFlows]),
      GenerateSecret: false,
      IdTokenValidity: userPoolSettings.idTokenValidityMinutes,
      RefreshTokenValidity: userPoolSettings.refreshTokenValidityDays * 24 * 60,
    });
  });

  it('has the admin group', () => {
    platform.statefulTemplate.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: userPoolSettings.adminGroup,
    });
  });

  it.each(userPoolTriggers)('invokes $handler as the $trigger trigger', (trigger) => {
    const { logicalId } = functionFor(platform.statefulTemplate, trigger.handler);
    const lambdaConfigKey = trigger.trigger.charAt(0).toUpperCase() + trigger.trigger.slice(1);
    platform.statefulTemplate.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { [lambdaConfigKey]: { 'Fn::GetAtt': [logicalId, 'Arn'] } },
    });
  });
});

// SDK clients, created once per container. Endpoints come from the SDK's own AWS_ENDPOINT_URL_*
// variables, so the same code talks to AWS or to the local cloud.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { region, s3ForcePathStyle } from './env';

export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ region }), {
  marshallOptions: { removeUndefinedValues: true },
});

export const s3 = new S3Client({
  region,
  forcePathStyle: s3ForcePathStyle,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

export const cognito = new CognitoIdentityProviderClient({ region });

export const ses = new SESv2Client({ region });

export const sqs = new SQSClient({ region });

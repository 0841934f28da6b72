// GET /api/health — answers whether each backing service responds, and how fast.
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, dynamo, s3 } from '@lambdas/core/aws-clients';
import { need } from '@lambdas/core/env';
import { httpHandler } from '@lambdas/core/http-handler';
import { logger } from '@lambdas/core/observability';

const probes: Record<string, () => Promise<unknown>> = {
  dynamodb: () => dynamo.send(new DescribeTableCommand({ TableName: need('TABLE_NAME') })),
  uploads: () => s3.send(new HeadBucketCommand({ Bucket: need('UPLOADS_BUCKET') })),
  media: () => s3.send(new HeadBucketCommand({ Bucket: need('MEDIA_BUCKET') })),
  cognito: () => cognito.send(new DescribeUserPoolCommand({ UserPoolId: need('USER_POOL_ID') })),
};

interface ServiceHealth {
  ok: boolean;
  ms: number;
}

async function probe(run: () => Promise<unknown>): Promise<ServiceHealth> {
  const started = performance.now();
  try {
    await run();
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    logger.error('Health probe failed', error as Error);
    return { ok: false, ms: Math.round(performance.now() - started) };
  }
}

export const handler = httpHandler(async () => {
  const names = Object.keys(probes);
  const results = await Promise.all(names.map((name) => probe(probes[name]!)));
  const services = Object.fromEntries(names.map((name, i) => [name, results[i]]));
  const ok = results.every((r) => r.ok);
  return { statusCode: ok ? 200 : 503, body: { status: ok ? 'ok' : 'degraded', services } };
});

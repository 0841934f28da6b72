import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpHandler, type HttpEvent } from '@lambdas/core/http-handler';
import { countDeltasSent, countPaymentFailure, countReadsIngested, logger, metrics, observed, recordRefreshLag } from '@lambdas/core/observability';
import { METRICS_NAMESPACE } from '@lambdas/core/observability-names';

/** Every JSON line the handlers write (Powertools writes logs and EMF metrics to stdout and stderr). */
let lines: Record<string, unknown>[] = [];

const capture = (chunk: string | Uint8Array) => {
  for (const line of String(chunk).split('\n')) if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
  return true;
};

beforeEach(() => {
  lines = [];
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const emfOf = (name: string) => lines.find((line) => (line._aws as { CloudWatchMetrics?: { Metrics: { Name: string }[] }[] } | undefined)?.CloudWatchMetrics?.[0]?.Metrics.some((metric) => metric.Name === name));

const lambdaContext = { functionName: 'ruta', awsRequestId: 'lambda-req-1', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

const httpEvent = (pathParameters: Record<string, string>) =>
  ({ pathParameters, headers: {}, requestContext: { requestId: 'api-req-1', domainName: 'carreras.test' } }) as unknown as HttpEvent;

describe('the race-day metrics', () => {
  it.each([
    { name: 'ReadsIngested', unit: 'Count', count: () => countReadsIngested(250), value: 250 },
    { name: 'StandingsRefreshLag', unit: 'Milliseconds', count: () => recordRefreshLag(1_840), value: 1_840 },
    { name: 'DeltasSent', unit: 'Count', count: () => countDeltasSent(500), value: 500 },
    { name: 'PaymentFailures', unit: 'Count', count: () => countPaymentFailure('declined'), value: 1 },
  ])('publishes $name in $unit under the platform namespace and its service', ({ name, unit, count, value }) => {
    count();
    metrics.publishStoredMetrics();

    const emf = emfOf(name);
    expect(emf).toMatchObject({ [name]: value, service: 'carreras', _aws: { CloudWatchMetrics: [{ Namespace: METRICS_NAMESPACE, Dimensions: [['service']], Metrics: [{ Name: name, Unit: unit }] }] } });
  });

  it('logs why a payment failed, and keeps the reason out of the dimensions', () => {
    countPaymentFailure('provider_error');
    metrics.publishStoredMetrics();

    expect(lines).toContainEqual(expect.objectContaining({ level: 'WARN', message: 'Payment failed', reason: 'provider_error' }));
    expect(emfOf('PaymentFailures')).toMatchObject({ paymentFailureReason: 'provider_error', _aws: { CloudWatchMetrics: [{ Dimensions: [['service']] }] } });
  });
});

describe('httpHandler', () => {
  it('logs every line of a request with its Lambda and API request ids and the event id of its path', async () => {
    const handler = httpHandler(async () => {
      logger.warn('Algo que revisar');
      return { body: {} };
    });
    await handler(httpEvent({ eventId: '42' }), lambdaContext);

    expect(lines).toContainEqual(expect.objectContaining({ message: 'Algo que revisar', function_request_id: 'lambda-req-1', apiRequestId: 'api-req-1', eventId: '42', service: 'carreras' }));
  });

  it('does not carry one request’s event id into the next', async () => {
    const handler = httpHandler(async () => {
      logger.warn('Sin evento');
      return { body: {} };
    });
    await handler(httpEvent({ eventId: '42' }), lambdaContext);
    lines = [];
    await handler(httpEvent({}), lambdaContext);

    expect(lines.find((line) => line.message === 'Sin evento')).not.toHaveProperty('eventId');
  });

  it('publishes what a request counted when it ends, even when it fails', async () => {
    const handler = httpHandler(async () => {
      countReadsIngested(3);
      throw new Error('sin tabla');
    });
    const answer = await handler(httpEvent({ eventId: '7' }), lambdaContext);

    expect(answer).toMatchObject({ statusCode: 500 });
    expect(emfOf('ReadsIngested')).toMatchObject({ ReadsIngested: 3 });
    expect(lines).toContainEqual(expect.objectContaining({ level: 'ERROR', message: 'Unhandled error', eventId: '7', error: expect.objectContaining({ message: 'sin tabla' }) }));
  });
});

describe('observed', () => {
  it('gives a handler that is not an HTTP route the same request id in its logs and publishes what it counted', async () => {
    const handler = observed(async (event: { reads: number }) => {
      countReadsIngested(event.reads);
      logger.warn('Lote recibido');
      return event.reads;
    });

    expect(await handler({ reads: 12 }, lambdaContext)).toBe(12);
    expect(lines).toContainEqual(expect.objectContaining({ message: 'Lote recibido', function_request_id: 'lambda-req-1' }));
    expect(emfOf('ReadsIngested')).toMatchObject({ ReadsIngested: 12 });
  });
});

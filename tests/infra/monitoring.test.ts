import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { METRICS_NAMESPACE, RACE_DAY_METRICS } from '@lambdas/core/observability-names';
import { synthesizePlatform } from './platform-fixture';

const platform = synthesizePlatform({ alarmEmail: 'operacion@carreras.test' });
const template = platform.applicationTemplate;

type Resources = Record<string, { Properties: Record<string, unknown> }>;

/** The alarm whose description starts with `text`. */
function alarmDescribed(text: string) {
  const found = Object.values(template.findResources('AWS::CloudWatch::Alarm') as Resources).filter((alarm) =>
    String(alarm.Properties.AlarmDescription).startsWith(text),
  );
  expect(found).toHaveLength(1);
  return found[0]!.Properties;
}

const metricNamesOf = (alarm: Record<string, unknown>) =>
  JSON.stringify(alarm).match(/"MetricName":"[^"]+"/g)?.map((match) => match.slice(14, -1)) ?? [];

describe('Monitoring', () => {
  it.each([
    { alarm: 'Más del 5 % de las respuestas de la API son 5xx', metrics: ['Count', '5xx'], namespace: 'AWS/ApiGateway' },
    { alarm: 'Las funciones Lambda fallan', metrics: ['Errors'], namespace: 'AWS/Lambda' },
    { alarm: 'Lambda rechaza invocaciones', metrics: ['Throttles'], namespace: 'AWS/Lambda' },
    { alarm: 'DynamoDB limita lecturas o escrituras', metrics: ['ReadThrottleEvents', 'WriteThrottleEvents'], namespace: 'AWS/DynamoDB' },
    { alarm: 'El WebSocket de resultados en vivo falla', metrics: ['IntegrationError', 'ExecutionError'], namespace: 'AWS/ApiGateway' },
  ])('alarms when $alarm, reading $metrics', ({ alarm, metrics, namespace }) => {
    const properties = alarmDescribed(alarm);
    expect(metricNamesOf(properties).sort()).toEqual([...metrics].sort());
    expect(JSON.stringify(properties)).toContain(`"Namespace":"${namespace}"`);
    expect(properties.TreatMissingData).toBe('notBreaching');
  });

  it('alarms when the p95 refresh lag stays above 10 s for 3 minutes', () => {
    expect(alarmDescribed('El p95 del retraso entre una lectura y la clasificación publicada')).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: RACE_DAY_METRICS.refreshLag,
      Dimensions: [{ Name: 'service', Value: 'carreras' }],
      ExtendedStatistic: 'p95',
      Period: 60,
      EvaluationPeriods: 3,
      Threshold: 10_000,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });

  it('tells the alarm topic when each alarm fires and when it clears', () => {
    const [topicId] = Object.keys(template.findResources('AWS::SNS::Topic'));
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm') as Resources);
    expect(alarms).toHaveLength(6);
    for (const { Properties } of alarms) {
      expect(Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(Properties.OKActions).toEqual([{ Ref: topicId }]);
    }
  });

  it('e-mails the alarms to the alarmEmail of the context, through a topic encrypted with a key CloudWatch may use', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'operacion@carreras.test' });
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: { Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' } })]) },
    });
  });

  it('subscribes no one without an alarmEmail', () => {
    synthesizePlatform().applicationTemplate.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('shows the race-day figures on one dashboard', () => {
    const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard') as Resources);
    const body = JSON.stringify(dashboard?.Properties.DashboardBody);
    for (const metric of [...Object.values(RACE_DAY_METRICS), 'Count', '5xx', 'Latency', 'ConcurrentExecutions', 'Throttles', 'ConsumedReadCapacityUnits', 'ReadThrottleEvents']) {
      expect(body).toContain(`\\"${metric}\\"`);
    }
  });
});

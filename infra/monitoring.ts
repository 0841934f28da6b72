// Race-day monitoring: CloudWatch alarms on what breaks a race morning (the API's 5xx, Lambda errors
// and throttles, DynamoDB throttles, WebSocket errors, standings published late), an SNS topic they
// notify (with an optional e-mail subscription) and the dashboard an operator opens on race day.
import { Duration } from 'aws-cdk-lib';
import type { IHttpApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, Dashboard, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { raceDayWidgets } from './race-day-dashboard';
import { customMetric, lambdaMetric, ONE_MINUTE } from './monitoring-metrics';

export interface MonitoringProps {
  httpApi: IHttpApi;
  webSocketStage: WebSocketStage;
  table: ITable;
  /** Where alarms are e-mailed; without one, subscribe to the topic by other means. */
  alarmEmail?: string;
}

/** Standings published this long after a read, for three minutes in a row, are too late for a live race. */
export const REFRESH_LAG_LIMIT_MS = 10_000;

export class Monitoring extends Construct {
  readonly alarmTopic: Topic;
  readonly alarms: Alarm[];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    // CloudWatch cannot publish to a topic under the AWS-managed SNS key: a key of its own lets it.
    const key = new Key(this, 'AlarmTopicKey', { enableKeyRotation: true, description: 'Cifra los avisos de las alarmas de la plataforma' });
    key.grantEncryptDecrypt(new ServicePrincipal('cloudwatch.amazonaws.com'));
    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: 'Alarmas de Carreras', masterKey: key, enforceSSL: true });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));

    const { httpApi, webSocketStage, table } = props;
    const webSocketMetric = (metricName: string) =>
      new Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: webSocketStage.api.apiId, Stage: webSocketStage.stageName }, statistic: 'Sum', period: ONE_MINUTE });

    const alarm = (name: string, description: string, metric: IMetric, threshold: number, evaluationPeriods: number) => {
      const created = new Alarm(this, name, {
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        // No traffic is no failure: an idle platform stays OK.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(new SnsAction(this.alarmTopic));
      created.addOkAction(new SnsAction(this.alarmTopic));
      return created;
    };

    const requests = httpApi.metricCount({ period: ONE_MINUTE, statistic: 'Sum' });
    const serverErrors = httpApi.metricServerError({ period: ONE_MINUTE, statistic: 'Sum', label: '5xx' });
    // A rate, counted once there are enough requests for one failure not to look like an outage.
    const serverErrorRate = new MathExpression({
      expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      period: ONE_MINUTE,
      label: '% de respuestas 5xx',
    });
    const dynamoThrottles = new MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: table.metric('ReadThrottleEvents', { statistic: 'Sum', period: ONE_MINUTE }),
        writes: table.metric('WriteThrottleEvents', { statistic: 'Sum', period: ONE_MINUTE }),
      },
      period: ONE_MINUTE,
      label: 'Solicitudes a DynamoDB limitadas',
    });
    const webSocketErrors = new MathExpression({
      expression: 'integration + execution',
      usingMetrics: { integration: webSocketMetric('IntegrationError'), execution: webSocketMetric('ExecutionError') },
      period: ONE_MINUTE,
      label: 'Errores del WebSocket',
    });

    this.alarms = [
      alarm('HttpServerErrors', 'Más del 5 % de las respuestas de la API son 5xx durante 3 minutos.', serverErrorRate, 5, 3),
      alarm('LambdaErrors', 'Las funciones Lambda fallan más de 10 veces por minuto durante 3 minutos.', lambdaMetric('Errors', 'Sum'), 10, 3),
      alarm('LambdaThrottles', 'Lambda rechaza invocaciones por concurrencia (throttles) durante 2 minutos.', lambdaMetric('Throttles', 'Sum'), 0, 2),
      alarm('DynamoDbThrottles', 'DynamoDB limita lecturas o escrituras de la tabla durante 2 minutos.', dynamoThrottles, 0, 2),
      alarm('WebSocketErrors', 'El WebSocket de resultados en vivo falla más de 10 veces por minuto durante 3 minutos.', webSocketErrors, 10, 3),
      alarm(
        'StandingsRefreshLag',
        'El p95 del retraso entre una lectura y la clasificación publicada supera 10 s durante 3 minutos.',
        customMetric('refreshLag', 'p95'),
        REFRESH_LAG_LIMIT_MS,
        3,
      ),
    ];

    this.dashboard = new Dashboard(this, 'RaceDay', {
      dashboardName: 'Carreras-dia-de-carrera',
      defaultInterval: Duration.hours(3),
      widgets: raceDayWidgets({ httpApi, webSocketMetric, table, dynamoThrottles, serverErrors, alarms: this.alarms }),
    });
  }
}

// The race-day dashboard's widgets, top to bottom: the alarms, what the public gets from the API,
// live timing (reads, refresh lag, deltas), registrations' payment failures, Lambda and DynamoDB.
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { AlarmStatusWidget, GraphWidget, type IAlarm, type IMetric, type IWidget, type Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { customMetric, lambdaMetric, ONE_MINUTE } from './monitoring-metrics';

export interface RaceDayWidgetsProps {
  httpApi: IHttpApi;
  webSocketMetric: (metricName: string) => Metric;
  table: ITable;
  dynamoThrottles: IMetric;
  serverErrors: IMetric;
  alarms: IAlarm[];
}

const WIDTH = 8;
const graph = (title: string, left: IMetric[], right: IMetric[] = []) => new GraphWidget({ title, left, right, width: WIDTH, height: 6 });

export function raceDayWidgets({ httpApi, webSocketMetric, table, dynamoThrottles, serverErrors, alarms }: RaceDayWidgetsProps): IWidget[][] {
  const latency = (statistic: string) => httpApi.metricLatency({ period: ONE_MINUTE, statistic, label: `Latencia ${statistic}` });
  const perMinute = { period: ONE_MINUTE, statistic: 'Sum' };
  return [
    [new AlarmStatusWidget({ title: 'Alarmas', alarms, width: 24, height: 3 })],
    [
      graph('Solicitudes a la API', [httpApi.metricCount({ ...perMinute, label: 'Solicitudes' })]),
      graph('Errores de la API', [serverErrors, httpApi.metricClientError({ ...perMinute, label: '4xx' })]),
      graph('Latencia de la API (ms)', [latency('p50'), latency('p95'), latency('p99')]),
    ],
    [
      graph('Lecturas de cronometraje recibidas', [customMetric('readsIngested', 'Sum', 'Lecturas nuevas')]),
      graph('Retraso de la clasificación publicada (ms)', [customMetric('refreshLag', 'p50', 'p50'), customMetric('refreshLag', 'p95', 'p95'), customMetric('refreshLag', 'Maximum', 'Máximo')]),
      graph('Resultados en vivo', [customMetric('deltasSent', 'Sum', 'Deltas enviados')], [webSocketMetric('ConnectCount').with({ label: 'Conexiones nuevas' }), webSocketMetric('MessageCount').with({ label: 'Mensajes' })]),
    ],
    [
      graph('Pagos fallidos', [customMetric('paymentFailures', 'Sum', 'Pagos fallidos')]),
      graph('Lambda: concurrencia, errores y throttles', [lambdaMetric('ConcurrentExecutions', 'Maximum', 'Concurrencia')], [lambdaMetric('Errors', 'Sum', 'Errores'), lambdaMetric('Throttles', 'Sum', 'Throttles')]),
      graph(
        'DynamoDB: capacidad consumida y limitaciones',
        [table.metricConsumedReadCapacityUnits({ ...perMinute, label: 'Lectura (RCU)' }), table.metricConsumedWriteCapacityUnits({ ...perMinute, label: 'Escritura (WCU)' })],
        [dynamoThrottles],
      ),
    ],
  ];
}

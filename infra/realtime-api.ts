// The WebSocket API for live results, built from the route table's WebSocket routes.
import { Validations } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { apiAccessLogs, stageThrottle } from './api-access-logs';
import { ApiGatewayLogging } from './api-gateway-logging';
import { AppFunction } from './app-function';
import type { PlatformResources } from './capability-bindings';
import { webSocketRoutes } from './routes';

export interface RealtimeApiProps {
  resources: PlatformResources;
}

export class RealtimeApi extends Construct {
  /** Its `url` is what browsers open; its `callbackUrl` is where handlers post to connections. */
  readonly stage: WebSocketStage;

  constructor(scope: Construct, id: string, props: RealtimeApiProps) {
    super(scope, id);
    const api = new WebSocketApi(this, 'Api', { description: 'Resultados en vivo' });
    this.stage = new WebSocketStage(this, 'LiveStage', {
      webSocketApi: api,
      stageName: 'live',
      autoDeploy: true,
      accessLogSettings: apiAccessLogs(this),
      throttle: stageThrottle,
    });
    this.stage.node.addDependency(new ApiGatewayLogging(this, 'Logging'));

    const resources = { ...props.resources, connections: this.stage };
    for (const route of webSocketRoutes) {
      const handler = new AppFunction(this, route.id, { ...route, resources });
      const apiRoute = api.addRoute(route.routeKey, {
        integration: new WebSocketLambdaIntegration(`${route.id}Integration`, handler.fn),
      });
      Validations.of(apiRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'Live results are public, so $connect has no authorizer (API Gateway authorizes a WebSocket API on ' +
          '$connect only). The $default handler subscribes a client only to public topics (prefixes live: and ' +
          'results:) and refuses any other; private topics such as chat are not accepted until they carry ' +
          'their own authorization.',
      });
    }
  }
}

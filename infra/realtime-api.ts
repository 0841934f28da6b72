// The WebSocket API for live results: the API and its stage here; addRoute puts each WebSocket route
// of the route table, with its function, integration and invoke permission, in its feature's nested
// stack (infra/feature-stacks.ts).
import { Validations } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketRoute as ApiRoute, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { apiAccessLogs, stageThrottle } from './api-access-logs';
import { ApiGatewayLogging } from './api-gateway-logging';
import { AppFunction } from './app-function';
import type { PlatformResources } from './capability-bindings';
import type { WebSocketRoute } from './routes';

export class RealtimeApi extends Construct {
  /** Its `url` is what browsers open; its `callbackUrl` is where handlers post to connections. */
  readonly stage: WebSocketStage;
  private readonly api: WebSocketApi;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.api = new WebSocketApi(this, 'Api', { description: 'Resultados en vivo' });
    this.stage = new WebSocketStage(this, 'LiveStage', {
      webSocketApi: this.api,
      stageName: 'live',
      autoDeploy: true,
      accessLogSettings: apiAccessLogs(this),
      throttle: stageThrottle,
    });
    this.stage.node.addDependency(new ApiGatewayLogging(this, 'Logging'));
  }

  /** A WebSocket route of the table, its function, integration and invoke permission, all in `scope`. */
  addRoute(scope: Construct, route: WebSocketRoute, resources: PlatformResources): void {
    const handler = new AppFunction(scope, route.id, { ...route, resources });
    const apiRoute = new ApiRoute(scope, `${route.id}Route`, {
      webSocketApi: this.api,
      routeKey: route.routeKey,
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

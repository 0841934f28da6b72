// The HTTP API behind CloudFront's /api/*: one Lambda per route of the route table.
import { Stack, Validations } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { apiAccessLogs, stageThrottle } from './api-access-logs';
import { AppFunction } from './app-function';
import type { PlatformResources } from './capability-bindings';
import { httpRoutes } from './routes';

export interface PlatformHttpApiProps {
  resources: PlatformResources;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
}

export class PlatformHttpApi extends Construct {
  readonly api: HttpApi;
  /** Host name of the execute-api endpoint, for CloudFront's origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: PlatformHttpApiProps) {
    super(scope, id);
    const stack = Stack.of(this);
    // The default stage is declared explicitly so that it can carry access logs and throttling.
    this.api = new HttpApi(this, 'Api', { createDefaultStage: false, description: 'API de la plataforma (/api/*)' });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: apiAccessLogs(this),
      throttle: stageThrottle,
    });
    this.domainName = `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;

    // The SPA sends the Cognito ID token, whose audience is the app client.
    const userAuthorizer = new HttpJwtAuthorizer(
      'CognitoIdToken',
      `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${props.userPool.userPoolId}`,
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );

    for (const route of httpRoutes) {
      const handler = new AppFunction(this, route.id, { ...route, resources: props.resources });
      const [apiRoute] = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.id}Integration`, handler.fn),
        authorizer: route.auth === 'user' ? userAuthorizer : undefined,
      });
      if (route.auth !== 'user' && apiRoute) {
        Validations.of(apiRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason:
            route.auth === 'public'
              ? `${route.method} ${route.path} is auth: 'public' in infra/routes.ts, for callers without an account.`
              : `${route.method} ${route.path} is auth: 'timingKey' in infra/routes.ts: timing systems have no Cognito account; ` +
                "the handler checks the event's API key (x-api-key, stored hashed) before reading the body.",
        });
      }
    }
  }
}

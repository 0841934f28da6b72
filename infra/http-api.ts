// The HTTP API behind CloudFront's /api/*: one Lambda per route of the route table. The functions
// (each with its role, policy, log group and invoke permission) live in one nested stack per feature
// folder: a single stack would pass CloudFormation's 500 resources; the API, its routes and their
// integrations stay here.
import { NestedStack, type SecretValue, Stack, Validations } from 'aws-cdk-lib';
import { CfnStage, HttpApi, HttpMethod, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { apiAccessLogs, stageThrottle } from './api-access-logs';
import { AppFunction } from './app-function';
import type { PlatformResources } from './capability-bindings';
import { routeThrottles } from './route-throttles';
import { httpRoutes } from './routes';
import { sharpBundlingWith } from './sharp-bundling';

/** The feature folder of a handler module ('lambdas/registration/x.ts' → 'Registration'). */
function featureOf(handlerPath: string): string {
  const folder = handlerPath.split('/')[1] ?? 'core';
  return folder.charAt(0).toUpperCase() + folder.slice(1);
}

export interface PlatformHttpApiProps {
  resources: PlatformResources;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
}

export class PlatformHttpApi extends Construct {
  readonly api: HttpApi;
  /** Host name of the execute-api endpoint, for CloudFront's origin. */
  readonly domainName: string;
  /** What CloudFront sends with every request; a request without it never reaches a handler. */
  readonly originSecret: SecretValue;
  private readonly functions: LambdaFunction[] = [];

  constructor(scope: Construct, id: string, props: PlatformHttpApiProps) {
    super(scope, id);
    const stack = Stack.of(this);
    // The default stage is declared explicitly so that it can carry access logs and throttling.
    this.api = new HttpApi(this, 'Api', { createDefaultStage: false, description: 'API de la plataforma (/api/*)' });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: apiAccessLogs(this),
      throttle: stageThrottle,
    });
    // Tighter ceilings (all callers together) on the routes one client can repeat cheaply; the
    // per-client and per-event limits are the handlers' (lambdas/limits/rate-limit.ts).
    // RouteSettings is plain JSON to CDK: its keys go to CloudFormation as written.
    (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      Object.entries(routeThrottles).map(([routeKey, { rateLimit, burstLimit }]) => [
        routeKey,
        { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit },
      ]),
    );
    const originSecret = new Secret(this, 'OriginSecret', {
      description: 'Encabezado que CloudFront agrega a cada solicitud a la API (x-origin-verify)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the API functions read the value at deploy; a rotation needs a deploy of both, ' +
        'so it is rotated by changing it and deploying (README), not by a rotation Lambda.',
    });
    this.originSecret = originSecret.secretValue;
    this.domainName = `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;

    // The SPA sends the Cognito ID token, whose audience is the app client.
    const userAuthorizer = new HttpJwtAuthorizer(
      'CognitoIdToken',
      `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${props.userPool.userPoolId}`,
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );

    const featureStacks = new Map<string, NestedStack>();
    const featureStack = (handlerPath: string) => {
      const feature = featureOf(handlerPath);
      let nested = featureStacks.get(feature);
      if (!nested) {
        nested = new NestedStack(this, `${feature}Routes`, { description: `Funciones de la API: ${feature}` });
        featureStacks.set(feature, nested);
      }
      return nested;
    };

    for (const route of httpRoutes) {
      const handler = new AppFunction(featureStack(route.handler), route.id, {
        ...route,
        resources: props.resources,
        bundling: route.drawsWithSharp && sharpBundlingWith(route.drawsWithSharp.shipsPackages),
      });
      handler.fn.addEnvironment('ORIGIN_VERIFY_SECRET', this.originSecret.unsafeUnwrap());
      this.functions.push(handler.fn);
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

  /** Tells every handler the hosts links may use (known once the distribution exists). */
  setMainHosts(hosts: string[]): void {
    for (const fn of this.functions) fn.addEnvironment('MAIN_HOSTS', hosts.join(','));
  }
}

// The HTTP API behind CloudFront's /api/*: one Lambda per route of the route table. This construct
// holds what every route shares (the API, its stage, the Cognito authorizer, the edge's secret);
// addRoute puts a route's function, route, integration and invoke permission in the nested stack of
// its feature (infra/feature-stacks.ts), so the application stack does not grow with the routes.
import { type SecretValue, Stack, Validations } from 'aws-cdk-lib';
import {
  CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute as ApiRoute,
  HttpRouteKey,
  HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { SiteSources } from '@shared/core/content-security-policy';
import { apiAccessLogs, stageThrottle } from './api-access-logs';
import { AppFunction } from './app-function';
import type { PlatformResources } from './capability-bindings';
import { routeThrottles } from './route-throttles';
import type { HttpRoute } from './routes';
import { isDefaultRoute, routeKeyOf } from './routes/route-key';
import { sharpBundlingWith } from './sharp-bundling';
import { SPA_SHELL_FILE, spaShellBundling } from './spa-shell-bundling';

export interface PlatformHttpApiProps {
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  /** The built SPA, whose index.html the documents function ships (route.servesSpaShell). */
  spaDirectory: string;
}

export class PlatformHttpApi extends Construct {
  readonly api: HttpApi;
  /** Host name of the execute-api endpoint, for CloudFront's origin. */
  readonly domainName: string;
  /** What CloudFront sends with every request; a request without it never reaches a handler. */
  readonly originSecret: SecretValue;
  private readonly stage: HttpStage;
  private readonly userAuthorizer: HttpJwtAuthorizer;
  private readonly functions: LambdaFunction[] = [];
  /** The functions that make pages' documents, which send each page's CSP. */
  private readonly documentFunctions: LambdaFunction[] = [];
  private readonly spaDirectory: string;

  constructor(scope: Construct, id: string, props: PlatformHttpApiProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.spaDirectory = props.spaDirectory;
    // The default stage is declared explicitly so that it can carry access logs and throttling.
    this.api = new HttpApi(this, 'Api', { createDefaultStage: false, description: 'API de la plataforma (/api/*)' });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: apiAccessLogs(this),
      throttle: stageThrottle,
    });
    // Tighter ceilings (all callers together) on the routes one client can repeat cheaply; the
    // per-client and per-event limits are the handlers' (lambdas/limits/rate-limit.ts).
    // RouteSettings is plain JSON to CDK: its keys go to CloudFormation as written.
    (this.stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
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
    this.userAuthorizer = new HttpJwtAuthorizer(
      'CognitoIdToken',
      `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${props.userPool.userPoolId}`,
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );
  }

  /**
   * A route of the table and its function, both in `scope` (the route's feature stack): the function
   * with its role, policy and log group, the route, its integration and the permission to invoke.
   * The authorizer, bound by the first route that needs it, stays with the API.
   */
  addRoute(scope: Construct, route: HttpRoute, resources: PlatformResources): void {
    const handler = new AppFunction(scope, route.id, {
      ...route,
      resources,
      bundling: route.servesSpaShell ? spaShellBundling(this.spaDirectory) : route.drawsWithSharp && sharpBundlingWith(route.drawsWithSharp.shipsPackages),
    });
    handler.fn.addEnvironment('ORIGIN_VERIFY_SECRET', this.originSecret.unsafeUnwrap());
    if (route.servesSpaShell) {
      handler.fn.addEnvironment('SPA_SHELL_FILE', SPA_SHELL_FILE);
      this.documentFunctions.push(handler.fn);
    }
    this.functions.push(handler.fn);
    const routeKey = routeKeyOf(route);
    const apiRoute = new ApiRoute(scope, `${route.id}Route`, {
      httpApi: this.api,
      routeKey: isDefaultRoute(route) ? HttpRouteKey.DEFAULT : HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration: new HttpLambdaIntegration(`${route.id}Integration`, handler.fn),
      authorizer: route.auth === 'user' ? this.userAuthorizer : undefined,
    });
    // CloudFormation refuses a stage whose RouteSettings name a route that does not exist yet.
    if (routeKey in routeThrottles) this.stage.node.addDependency(apiRoute);
    if (route.auth !== 'user') {
      Validations.of(apiRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          route.auth === 'public'
            ? `${routeKey} is auth: 'public' in the route table (infra/routes/), for callers without an account.`
            : `${routeKey} is auth: 'timingKey' in the route table (infra/routes/): timing systems have no Cognito account; ` +
              "the handler checks the event's API key (x-api-key, stored hashed) before reading the body.",
      });
    }
  }

  /** Tells every handler the hosts links may use (known once the distribution exists). */
  setMainHosts(hosts: string[]): void {
    for (const fn of this.functions) fn.addEnvironment('MAIN_HOSTS', hosts.join(','));
  }

  /**
   * Tells the documents function what each page's CSP is built from (docs/security.md 'The edge'):
   * where the site's services answer, and the platform's analytics id, whose tag every main-host page loads.
   */
  setPageSecurity(sources: SiteSources, analyticsId: string | undefined): void {
    for (const fn of this.documentFunctions) {
      fn.addEnvironment('PAGE_CSP_SOURCES', Stack.of(fn).toJsonString(sources));
      if (analyticsId) fn.addEnvironment('PLATFORM_ANALYTICS_ID', analyticsId);
    }
  }
}

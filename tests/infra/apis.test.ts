import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeThrottles } from '@infra/route-throttles';
import { httpRoutes, webSocketRoutes } from '@infra/routes';
import { routeKeyOf } from '@infra/routes/route-key';
import { functionFor, synthesizePlatform } from './platform-fixture';

let platform: ReturnType<typeof synthesizePlatform>;
beforeAll(() => {
  platform = synthesizePlatform();
});

/** The integrations the routes of a key point at (`integrations/<logical id>`): the HTTP API and the WebSocket API both have a `$default`. */
function integrationsOf(routeKey: string): string[] {
  const routes = Object.values(platform.applicationTemplate.findResources('AWS::ApiGatewayV2::Route', {
    Properties: { RouteKey: routeKey },
  }));
  return routes.map((route) => {
    const target = route.Properties.Target as { 'Fn::Join': [string, unknown[]] };
    return (target['Fn::Join'][1][1] as { Ref: string }).Ref;
  });
}

/** Exactly one route of the key has an integration that calls the function directly: both are in the route's feature stack. */
function expectIntegrationCalls(routeKey: string, handler: string): void {
  const { logicalId } = functionFor(platform.applicationTemplate, handler);
  const { Resources } = platform.applicationTemplate.toJSON() as { Resources: Record<string, { Properties: { IntegrationUri: unknown } }> };
  const calling = integrationsOf(routeKey).filter((integration) =>
    JSON.stringify(Resources[integration]!.Properties.IntegrationUri).includes(JSON.stringify({ 'Fn::GetAtt': [logicalId, 'Arn'] })),
  );
  expect(calling).toHaveLength(1);
}

describe('PlatformHttpApi', () => {
  it.each(httpRoutes)('routes $method $path to $handler with $auth authorization', (route) => {
    const routeKey = routeKeyOf(route);
    platform.applicationTemplate.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: routeKey,
      AuthorizationType: route.auth === 'user' ? 'JWT' : 'NONE',
      AuthorizerId: route.auth === 'user' ? Match.anyValue() : Match.absent(),
    });
    expectIntegrationCalls(routeKey, route.handler);
  });

  it("answers every request no other route matches from the platform's own function, not API Gateway's English 404", () => {
    platform.applicationTemplate.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$default', AuthorizationType: 'NONE' });
    expectIntegrationCalls('$default', 'lambdas/platform/route-not-found.ts');
  });

  it('checks Cognito ID tokens: issuer is the user pool, audience the web client', () => {
    platform.applicationTemplate.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: { 'Fn::Join': ['', Match.arrayWith(['https://cognito-idp.'])] },
        Audience: [{ 'Fn::ImportValue': Match.stringLikeRegexp('UserPoolWebClient') }],
      },
    });
  });

  it('logs access and throttles the $default stage', () => {
    platform.applicationTemplate.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
  });

  it('throttles the routes a client can repeat cheaply below the stage, each a route of the table', () => {
    const routeKeys = httpRoutes.map(routeKeyOf);
    const [stage] = Object.values(
      platform.applicationTemplate.findResources('AWS::ApiGatewayV2::Stage', { Properties: { StageName: '$default' } }),
    );
    const settings = stage!.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    const { ThrottlingRateLimit: stageRate } = stage!.Properties.DefaultRouteSettings as { ThrottlingRateLimit: number };
    expect(Object.keys(settings).sort()).toEqual(Object.keys(routeThrottles).sort());
    expect(Object.keys(settings)).toEqual(expect.arrayContaining(['POST /api/events/{eventId}/registrations/discount', 'POST /api/accounts']));
    for (const [routeKey, throttle] of Object.entries(settings)) {
      expect(routeKeys).toContain(routeKey);
      expect(throttle.ThrottlingRateLimit).toBeLessThan(stageRate);
      expect(throttle.ThrottlingBurstLimit).toBeGreaterThanOrEqual(throttle.ThrottlingRateLimit);
    }
  });
});

describe('RealtimeApi', () => {
  it.each(webSocketRoutes)('routes $routeKey to $handler', (route) => {
    expectIntegrationCalls(route.routeKey, route.handler);
  });

  it('deploys the live stage with access logs, after the account can write them', () => {
    const stages = platform.applicationTemplate.findResources('AWS::ApiGatewayV2::Stage', {
      Properties: { StageName: 'live', AutoDeploy: true, AccessLogSettings: Match.objectLike({}) },
    });
    const [stage] = Object.values(stages);
    const [account] = Object.keys(platform.applicationTemplate.findResources('AWS::ApiGateway::Account'));
    expect(stage?.DependsOn).toEqual(expect.arrayContaining([account]));
  });

  it('hands the stage callback URL to handlers that post to connections', () => {
    for (const route of webSocketRoutes.filter(({ needs }) => needs.includes('connections:post'))) {
      const { properties } = functionFor(platform.applicationTemplate, route.handler);
      const { Variables } = properties.Environment as { Variables: Record<string, unknown> };
      const url = JSON.stringify(Variables.WS_CALLBACK_URL);
      expect(url).toContain('https://');
      expect(url).toContain('/live');
    }
  });
});

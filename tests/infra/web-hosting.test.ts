import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPlatformStacks } from '@infra/platform';
import { securityHeaders } from '@infra/security-headers';
import { httpRoutes } from '@infra/routes';
import { documentUrl } from '@infra/document-routes';
import { spaShellBundling } from '@infra/spa-shell-bundling';
import { runtimeConfigSchema } from '@shared/core/runtime-config';
import { FEED_QUERY_PARAMETERS } from '@shared/results/feed-api';
import { functionFor, synthesizePlatform, testCertificateArn, testSettings } from './platform-fixture';

const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const allViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

type DistributionConfig = {
  Origins: {
    Id: string;
    DomainName: unknown;
    OriginAccessControlId?: unknown;
    OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
  }[];
  DefaultCacheBehavior: Record<string, unknown>;
  CacheBehaviors: (Record<string, unknown> & { PathPattern: string; TargetOriginId: string; ResponseHeadersPolicyId?: unknown })[];
  Aliases?: string[];
  ViewerCertificate?: Record<string, unknown>;
  Logging: { Prefix: string };
};

let platform: ReturnType<typeof synthesizePlatform>;
let distribution: DistributionConfig;
beforeAll(() => {
  platform = synthesizePlatform({ pixelId: 'pixel-1', analyticsId: 'G-PLATAFORMA1' });
  const [resource] = Object.values(platform.applicationTemplate.findResources('AWS::CloudFront::Distribution'));
  distribution = resource!.Properties.DistributionConfig as DistributionConfig;
});

function behaviour(pathPattern: string) {
  const found = distribution.CacheBehaviors.find((b) => b.PathPattern === pathPattern);
  if (!found) throw new Error(`No behaviour for ${pathPattern}`);
  return { ...found, origin: distribution.Origins.find((o) => o.Id === found.TargetOriginId)! };
}

interface ViewerRequest {
  uri: string;
  headers: Record<string, { value: string }>;
  querystring?: Record<string, { value: string }>;
}

/** Runs a CloudFront Function's code on a viewer request and returns the rewritten request. */
function runEdgeRequest(namePart: string, request: ViewerRequest, viewerIp = '203.0.113.9'): ViewerRequest {
  const functions = platform.applicationTemplate.findResources('AWS::CloudFront::Function');
  const [, resource] = Object.entries(functions).find(([id]) => id.includes(namePart))!;
  const handler = new Function(`${resource.Properties.FunctionCode as string}\nreturn handler;`)() as (
    event: unknown,
  ) => ViewerRequest;
  return handler({ request, viewer: { ip: viewerIp } });
}

/** A CloudFormation string, with every token of an Fn::Join written §. */
function flattened(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (!join) return '§';
  return join[1].map(flattened).join(join[0]).replace(/§+/g, '§');
}

const runEdgeFunction = (namePart: string, uri: string) => runEdgeRequest(namePart, { uri, headers: {} }).uri;

interface HeadersPolicyConfig {
  SecurityHeadersConfig: Record<string, Record<string, unknown>>;
  CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
}

/** The response headers policy a behaviour names (`{ Ref: <logical id> }`). */
function headersPolicyOf(cacheBehaviour: Record<string, unknown>): HeadersPolicyConfig {
  const { Ref } = cacheBehaviour.ResponseHeadersPolicyId as { Ref: string };
  const policies = platform.applicationTemplate.findResources('AWS::CloudFront::ResponseHeadersPolicy');
  return policies[Ref]!.Properties.ResponseHeadersPolicyConfig as HeadersPolicyConfig;
}

describe('WebHosting', () => {
  it("sends every page to the documents route, cached per host and page, and the SPA's files to its bucket through OAC", () => {
    expect(distribution.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD'],
      OriginRequestPolicyId: allViewerExceptHostHeader,
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
      ResponseHeadersPolicyId: expect.anything(),
    });
    const documentsOrigin = distribution.Origins.find((o) => o.Id === distribution.DefaultCacheBehavior.TargetOriginId);
    expect(JSON.stringify(documentsOrigin?.DomainName)).toContain('.execute-api.');
    platform.applicationTemplate.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        MaxTTL: 3600,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['path'] },
          HeadersConfig: { HeaderBehavior: 'none' },
          EnableAcceptEncodingBrotli: true,
          EnableAcceptEncodingGzip: true,
        }),
      }),
    });
    for (const file of ['/robots.txt', '/sitemap.xml']) {
      expect(behaviour(file)).toMatchObject({ CachePolicyId: distribution.DefaultCacheBehavior.CachePolicyId, TargetOriginId: distribution.DefaultCacheBehavior.TargetOriginId });
    }
    const files = behaviour('/*.*');
    expect(files.origin.OriginAccessControlId).toBeDefined();
    const ordered = distribution.CacheBehaviors.map((b) => b.PathPattern);
    expect(ordered.slice(-3)).toEqual(['/robots.txt', '/sitemap.xml', '/*.*']);
    expect(runEdgeFunction('SpaRoutes', '/carpeta.v2/ruta')).toBe('/index.html');
    expect(runEdgeFunction('SpaRoutes', '/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(runEdgeFunction('SpaRoutes', '/config.json')).toBe('/config.json');
  });

  it('addresses a page to the documents route by its host and its path, whatever query or headers the visitor sent', () => {
    const page = '/resultados/evento_1/Mar%C3%ADa';
    const request = { uri: page, querystring: { tkl: { value: 'radio' } }, headers: { host: { value: 'WWW.Micarrera.mx' }, 'x-forwarded-host': { value: 'phishing.example' } } };
    const rewritten = runEdgeRequest('DocumentRoutes', request, '198.51.100.7');
    expect(rewritten.uri).toBe('/api/documents/www.micarrera.mx');
    expect(rewritten.querystring).toEqual({ path: { value: '%2Fresultados%2Fevento_1%2FMar%25C3%25ADa' } });
    expect(rewritten.headers['x-forwarded-host']).toEqual({ value: 'WWW.Micarrera.mx' });
    expect(rewritten.headers['x-viewer-ip']).toEqual({ value: '198.51.100.7' });
    // The local cloud's public port addresses it alike (infra/document-routes.ts).
    expect(documentUrl('WWW.Micarrera.mx', page)).toBe(`${rewritten.uri}?path=${rewritten.querystring?.path?.value}`);
  });

  it("ships the SPA shell, and the build's manifest beside it as in the build, with the documents function", () => {
    const { Variables } = functionFor(platform.applicationTemplate, 'lambdas/documents/get-document.ts').properties.Environment as { Variables: Record<string, unknown> };
    expect(Variables.SPA_SHELL_FILE).toBe('/var/task/spa-shell.html');
    expect(spaShellBundling('/spa').commandHooks?.afterBundling('/in', '/var/task')).toEqual([
      'cp "/spa/index.html" "/var/task/spa-shell.html"',
      'mkdir -p "/var/task/.vite"',
      'cp "/spa/.vite/manifest.json" "/var/task/.vite/manifest.json"',
    ]);
  });

  it('forwards /api/* uncached, with every method and all viewer headers but Host (named in x-forwarded-host), to the HTTP API', () => {
    const api = behaviour('/api/*');
    expect(api).toMatchObject({
      CachePolicyId: cachingDisabled,
      OriginRequestPolicyId: allViewerExceptHostHeader,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    expect(JSON.stringify(api.origin.DomainName)).toContain('.execute-api.');
    expect(api).toMatchObject({ FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }] });
  });

  it('tells the API the host and address of the visitor, overwriting the headers of those names the visitor sent', () => {
    const forwarded = runEdgeRequest(
      'ViewerHeaders',
      {
        uri: '/api/events/1/registrations',
        headers: {
          host: { value: 'inscripciones.club.mx' },
          'x-forwarded-host': { value: 'phishing.example' },
          'x-viewer-ip': { value: '10.0.0.1' },
        },
      },
      '198.51.100.7',
    );
    expect(forwarded.headers['x-forwarded-host']).toEqual({ value: 'inscripciones.club.mx' });
    expect(forwarded.headers['x-viewer-ip']).toEqual({ value: '198.51.100.7' });
  });

  it('sends the API a generated secret header that every API function requires, with the hosts links may use', () => {
    const api = behaviour('/api/*');
    const header = api.origin.OriginCustomHeaders?.find((h) => h.HeaderName === 'x-origin-verify');
    const secretReference = JSON.stringify(header?.HeaderValue);
    expect(secretReference).toMatch(/resolve:secretsmanager:.*OriginSecret/);
    platform.applicationTemplate.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 48, ExcludePunctuation: true }),
    });
    for (const route of httpRoutes) {
      const { Variables } = functionFor(platform.applicationTemplate, route.handler).properties.Environment as {
        Variables: Record<string, unknown>;
      };
      // The same secret, through a parameter of the function's nested stack that refers to it.
      expect(JSON.stringify(Variables.ORIGIN_VERIFY_SECRET)).toMatch(/resolve:secretsmanager:.*HttpOriginSecret/);
      const hosts = JSON.stringify(Variables.MAIN_HOSTS);
      expect(hosts).toMatch(/WebDistribution.*DomainName/);
      expect(hosts).toContain(testSettings.mainHosts.join(','));
    }
  });

  it('answers with the CSP and security headers of infra/security-headers.ts, the ones the local cloud sends', () => {
    const config = headersPolicyOf(behaviour('/api/*'));
    const expected = securityHeaders({
      cognitoSource: 'COGNITO',
      webSocketSource: 'WEBSOCKET',
      uploadsSource: 'UPLOADS',
      payments: 'conekta',
    });
    // The shared CSP, with this deployment's addresses (tokens, written § here) in place of the placeholders.
    const csp = flattened(config.SecurityHeadersConfig.ContentSecurityPolicy?.ContentSecurityPolicy);
    const pattern = expected['content-security-policy']
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('COGNITO', 'https://cognito-idp\\.§\\.§')
      .replace('WEBSOCKET', 'wss://§\\.execute-api\\.§\\.§/live')
      .replace('UPLOADS', 'https://§');
    expect(csp).toMatch(new RegExp(`^${pattern}$`));
    expect(config.SecurityHeadersConfig).toMatchObject({
      ContentSecurityPolicy: { Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: expected['x-frame-options'], Override: true },
      ReferrerPolicy: { ReferrerPolicy: expected['referrer-policy'], Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true },
    });
    expect(config.CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: expected['permissions-policy'], Override: true },
    ]);
    for (const pattern of ['/api/events*', '/api/sites/by-host/*', '/media/*', '/*.*']) {
      expect(behaviour(pattern).ResponseHeadersPolicyId).toEqual(behaviour('/api/*').ResponseHeadersPolicyId);
    }
  });

  it("leaves Google's tag host out of the CSP of every answer that is not a page's document", () => {
    const csp = flattened(headersPolicyOf(behaviour('/api/*')).SecurityHeadersConfig.ContentSecurityPolicy?.ContentSecurityPolicy);
    expect(csp).toContain('https://connect.facebook.net');
    expect(csp).not.toContain('googletagmanager');
    expect(csp).not.toContain('google-analytics');
  });

  it("lets each page's document send its own CSP, the site's standing in only for an answer without one", () => {
    const documents = headersPolicyOf(distribution.DefaultCacheBehavior);
    const site = headersPolicyOf(behaviour('/api/*'));
    expect(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId).not.toEqual(behaviour('/api/*').ResponseHeadersPolicyId);
    expect(documents.SecurityHeadersConfig.ContentSecurityPolicy).toMatchObject({ Override: false });
    expect(flattened(documents.SecurityHeadersConfig.ContentSecurityPolicy?.ContentSecurityPolicy)).toBe(
      flattened(site.SecurityHeadersConfig.ContentSecurityPolicy?.ContentSecurityPolicy),
    );
    expect({ ...documents.SecurityHeadersConfig, ContentSecurityPolicy: undefined }).toEqual({ ...site.SecurityHeadersConfig, ContentSecurityPolicy: undefined });
    expect(documents.CustomHeadersConfig).toEqual(site.CustomHeadersConfig);
    for (const file of ['/robots.txt', '/sitemap.xml']) expect(behaviour(file).ResponseHeadersPolicyId).toEqual(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId);
  });

  it("tells the documents function the CSP's sources and the platform's analytics id, and no other function", () => {
    const documentsHandler = httpRoutes.find((route) => route.servesSpaShell)!.handler;
    for (const route of httpRoutes) {
      const { Variables } = functionFor(platform.applicationTemplate, route.handler).properties.Environment as { Variables: Record<string, unknown> };
      if (route.handler !== documentsHandler) {
        expect(Variables.PAGE_CSP_SOURCES, route.handler).toBeUndefined();
        continue;
      }
      expect(Variables.PLATFORM_ANALYTICS_ID).toBe('G-PLATAFORMA1');
      const sources = flattened(Variables.PAGE_CSP_SOURCES);
      expect(sources).toMatch(/^\{"cognitoSource":"https:\/\/cognito-idp\.§\.§","webSocketSource":"wss:\/\/§\.execute-api\.§\.§\/live","uploadsSource":"https:\/\/§","payments":"conekta"\}$/);
    }
  });

  it('caches public event reads by query string and Authorization, as long as the API says', () => {
    const reads = behaviour('/api/events*');
    expect(reads).toMatchObject({
      OriginRequestPolicyId: allViewerExceptHostHeader,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    expect(reads).not.toMatchObject({ CachePolicyId: cachingDisabled });
    const ordered = distribution.CacheBehaviors.map((b) => b.PathPattern);
    expect(ordered.indexOf('/api/events*')).toBeLessThan(ordered.indexOf('/api/*'));
    platform.applicationTemplate.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        MinTTL: 0,
        DefaultTTL: 0,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
          CookiesConfig: { CookieBehavior: 'none' },
        }),
      }),
    });
  });

  it('caches the open results feed and its widget as the API says, keyed by the query parameters the feed reads and no header, before the rest of /api/*', () => {
    const ordered = distribution.CacheBehaviors.map((b) => b.PathPattern);
    // CloudFront takes the first pattern that matches: the widget's page, then the feed, then the rest of the API.
    expect(ordered.indexOf('/api/feed/v1/events/*/widget')).toBeLessThan(ordered.indexOf('/api/feed/v1/*'));
    expect(ordered.indexOf('/api/feed/v1/*')).toBeLessThan(ordered.indexOf('/api/*'));
    const api: Record<string, unknown> = behaviour('/api/*');
    const feed: Record<string, unknown> = behaviour('/api/feed/v1/*');
    const widget: Record<string, unknown> = behaviour('/api/feed/v1/events/*/widget');
    for (const read of [feed, widget]) {
      expect(read).toMatchObject({ AllowedMethods: ['GET', 'HEAD'], ViewerProtocolPolicy: 'redirect-to-https', OriginRequestPolicyId: allViewerExceptHostHeader });
      expect(read.TargetOriginId).toBe(api.TargetOriginId);
      expect(read.FunctionAssociations).toEqual(api.FunctionAssociations);
      expect(read.CachePolicyId).toEqual(feed.CachePolicyId);
    }
    const policies = platform.applicationTemplate.findResources('AWS::CloudFront::CachePolicy');
    const { Ref } = feed.CachePolicyId as { Ref: string };
    expect(policies[Ref]!.Properties.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: [...FEED_QUERY_PARAMETERS] },
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        EnableAcceptEncodingBrotli: true,
        EnableAcceptEncodingGzip: true,
      },
    });
  });

  it("lets any site frame the results widget's page only: its own CSP stands and no X-Frame-Options is sent, while the feed's data keeps the site's", () => {
    const widget = headersPolicyOf(behaviour('/api/feed/v1/events/*/widget'));
    const site = headersPolicyOf(behaviour('/api/*'));
    expect(widget.SecurityHeadersConfig.ContentSecurityPolicy).toMatchObject({ Override: false });
    expect(widget.SecurityHeadersConfig.FrameOptions).toBeUndefined();
    expect({ ...widget.SecurityHeadersConfig, ContentSecurityPolicy: undefined, FrameOptions: undefined }).toEqual({ ...site.SecurityHeadersConfig, ContentSecurityPolicy: undefined, FrameOptions: undefined });
    expect(behaviour('/api/feed/v1/*').ResponseHeadersPolicyId).toEqual(behaviour('/api/*').ResponseHeadersPolicyId);
    expect(site.SecurityHeadersConfig.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
  });

  it('serves /media/* from the media bucket through OAC, keyed without the /media prefix', () => {
    const media = behaviour('/media/*');
    expect(media).not.toMatchObject({ CachePolicyId: cachingDisabled });
    expect(media.origin.OriginAccessControlId).toBeDefined();
    expect(JSON.stringify(media.origin.DomainName)).toMatch(/MediaBucket/);
    expect(runEdgeFunction('MediaKeys', '/media/profile/u1/p1.jpg')).toBe('/profile/u1/p1.jpg');
  });

  it('logs to the logs bucket and answers on CloudFront\'s domain when no certificate is given', () => {
    expect(distribution.Logging.Prefix).toBe('cloudfront/');
    expect(distribution.Aliases).toBeUndefined();
    expect(distribution.ViewerCertificate).toBeUndefined();
  });

  it('answers on the main hosts with TLS 1.2 when a certificate is given', () => {
    const withCertificate = synthesizePlatform({ certificateArn: testCertificateArn });
    withCertificate.applicationTemplate.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: testSettings.mainHosts,
        ViewerCertificate: {
          AcmCertificateArn: testCertificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });

  it("answers on the first main host's subdomains too when organizer subdomains are on", () => {
    const withSubdomains = synthesizePlatform({ certificateArn: testCertificateArn, organizerSubdomains: true });
    withSubdomains.applicationTemplate.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ Aliases: [...testSettings.mainHosts, `*.${testSettings.mainHosts[0]}`] }),
    });
  });

  it('deploys the SPA with a /config.json that matches the runtime config contract', () => {
    const [deployment] = Object.values(platform.applicationTemplate.findResources('Custom::CDKBucketDeployment'));
    const props = deployment!.Properties as {
      Prune: boolean;
      DistributionPaths: string[];
      SourceObjectKeys: string[];
      SourceMarkers: Record<string, unknown>[];
    };
    expect(props.Prune).toBe(false);
    expect(props.DistributionPaths.sort()).toEqual(['/api/documents/*', '/config.json', '/index.html', '/widget/v1/*']);

    const configIndex = props.SourceMarkers.findIndex((markers) => Object.keys(markers).length > 0);
    const assetDir = join(platform.app.outdir, `asset.${props.SourceObjectKeys[configIndex]!.replace('.zip', '')}`);
    const config = runtimeConfigSchema.parse(JSON.parse(readFileSync(join(assetDir, 'config.json'), 'utf8')));
    const markers = props.SourceMarkers[configIndex]!;
    const resolved = (value: string) =>
      value.replace(/<<marker:0xbaba:\d+>>/g, (marker) => JSON.stringify(markers[marker]));

    expect(resolved(config.region)).toContain('AWS::Region');
    expect(resolved(config.userPoolId)).toMatch(/ExportsOutputRefAuthUserPool(?!WebClient)/);
    expect(resolved(config.userPoolClientId)).toMatch(/UserPoolWebClient/);
    expect(resolved(config.webSocketUrl)).toMatch(/^wss:\/\/.*RealtimeApi.*\/live$/);
    // Without a certificate only CloudFront's own domain answers: links default to it.
    expect(resolved(config.mainHosts[0]!)).toMatch(/WebDistribution.*DomainName/);
    expect(config.mainHosts.slice(1)).toEqual(testSettings.mainHosts);
    expect(config.tracking).toEqual({ pixelId: 'pixel-1', analyticsId: 'G-PLATAFORMA1' });
    expect(config.payments).toEqual({
      provider: 'conekta',
      publicKey: testSettings.conektaPublicKey,
      testPublicKey: testSettings.conektaTestPublicKey,
    });
  });

  it('refuses to build without an SPA build, saying how to make one', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    expect(() => addPlatformStacks(app, { settings: testSettings, spaDirectory: '/nonexistent/web/dist' })).toThrow(
      /npm run build:web/,
    );
  });
});

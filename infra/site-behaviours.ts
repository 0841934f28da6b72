// What every distribution of the site serves: every page's HTML document from the HTTP API (the
// default behaviour: paths without a file extension, robots.txt and sitemap.xml), the SPA's files
// from its bucket (paths with a dot), the open results feed and its widget (/api/feed/*), the rest of
// the API (/api/*) and processed media (/media/*), with their cache policies, security headers and
// edge functions. The main distribution and the
// organizer-domain one (organizer-domains.ts) share these very resources.
import { Duration, type SecretValue, Stack, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  type Distribution,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  Signing,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { DOCUMENT_FILES } from './document-routes';
import { documentRoutes, mediaKeys, spaRoutes, viewerHeaders } from './edge-functions';
import { fixedSecurityHeaders } from './security-headers';
import { contentSecurityPolicy, type SiteSources } from '@shared/core/content-security-policy';
import { edgeHeaders } from '@shared/core/edge-headers';
import { FEED_PREFIX, FEED_QUERY_PARAMETERS, WIDGET_PATH_PATTERN } from '@shared/results/feed-api';
import type { RuntimeConfig } from '@shared/core/runtime-config';

export interface SiteBehaviourProps {
  /** The built SPA's bucket. */
  site: IBucket;
  apiDomainName: string;
  /** Sent to the API with every request; the handlers refuse requests without it. */
  originSecret: SecretValue;
  media: IBucket;
  /** Where the deployment's own services answer the browser (siteSources), for the CSP. */
  sources: SiteSources;
}

/** A distribution's default behaviour and its path behaviours, in CloudFront's order. */
export interface SiteBehaviours {
  defaultBehavior: BehaviorOptions;
  additionalBehaviors: Record<string, BehaviorOptions>;
}

export interface SiteSourceProps {
  /** The browser PUTs profile photos straight into it (presigned URLs), so the CSP names it. */
  uploads: IBucket;
  webSocketUrl: string;
  payments: RuntimeConfig['payments']['provider'];
}

/** Where a deployment's own services answer the browser: the CSP's sources. */
export function siteSources(scope: Construct, props: SiteSourceProps): SiteSources {
  const stack = Stack.of(scope);
  return {
    cognitoSource: `https://cognito-idp.${stack.region}.${stack.urlSuffix}`,
    webSocketSource: props.webSocketUrl,
    uploadsSource: `https://${props.uploads.bucketRegionalDomainName}`,
    payments: props.payments,
  };
}

/** Whose CSP an answer carries: the site's, each page document's own, or the results widget's own, which lets any site frame it. */
type CspSource = 'site' | 'page' | 'widget';

const policyComments: Record<CspSource, string> = {
  site: 'CSP y encabezados de seguridad del sitio (infra/security-headers.ts)',
  page: 'Encabezados de seguridad de los documentos de cada página, con la CSP que manda cada documento (infra/security-headers.ts)',
  widget: 'Encabezados de seguridad del widget de resultados: su propia CSP, sin X-Frame-Options, para que cualquier sitio lo enmarque',
};

/**
 * The headers of infra/security-headers.ts, which the local cloud sends too. A page's document and the
 * results widget send their own CSP, which this policy's (no Google tag, no framing) stands in for only
 * when an answer has none; the widget's policy sends no X-Frame-Options, which would deny every frame.
 */
function securityHeaders(scope: Construct, id: string, sources: SiteSources, csp: CspSource): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: policyComments[csp],
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(sources), override: csp === 'site' },
      contentTypeOptions: { override: true },
      ...(csp === 'widget' ? {} : { frameOptions: { frameOption: HeadersFrameOption.DENY, override: true } }),
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(fixedSecurityHeaders.hstsMaxAgeSeconds),
        includeSubdomains: true,
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: 'Permissions-Policy', value: fixedSecurityHeaders.permissionsPolicy, override: true }],
    },
  });
}

export function siteBehaviours(scope: Construct, props: SiteBehaviourProps): SiteBehaviours {
  const responseHeadersPolicy = securityHeaders(scope, 'SecurityHeaders', props.sources, 'site');
  const mediaAccess = new S3OriginAccessControl(scope, 'MediaAccess', { signing: Signing.SIGV4_ALWAYS });
  const api = new HttpOrigin(props.apiDomainName, {
    customHeaders: { [edgeHeaders.originVerify]: props.originSecret.unsafeUnwrap() },
  });
  const apiHost = [{ function: viewerHeaders(scope), eventType: FunctionEventType.VIEWER_REQUEST }];
  // Results pages, lists and events are the same for every viewer: cached as long as the API's
  // Cache-Control says. Authorization is part of the key, so a signed-in request is never served
  // an anonymous copy or another user's (those answers are no-store anyway).
  const publicReads = new CachePolicy(scope, 'PublicReads', {
    comment: 'Lecturas públicas de eventos y resultados, según el Cache-Control de la API',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.minutes(5),
    queryStringBehavior: CacheQueryStringBehavior.all(),
    headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });

  // The open results feed is the same for every visitor and every host: cached as its Cache-Control
  // says (2 s, so a timing read reaches a viewer within 10 s), keyed by the query parameters it reads and no
  // other, so a visitor's own parameters neither split the cache nor reach the API as new reads.
  const feedReads = new CachePolicy(scope, 'FeedReads', {
    comment: 'Feed abierto de resultados y su widget, según el Cache-Control de la API',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.minutes(5),
    queryStringBehavior: CacheQueryStringBehavior.allowList(...FEED_QUERY_PARAMETERS),
    headerBehavior: CacheHeaderBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  const feed = (policy: ResponseHeadersPolicy): BehaviorOptions => ({
    origin: api,
    // Read-only, and a frame's address on another site is often written with http://.
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy: feedReads,
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    responseHeadersPolicy: policy,
    functionAssociations: apiHost,
  });

  // A page's document is the same for every visitor of a host: the host is in the rewritten path and
  // the page in the one query parameter the edge function leaves; the API's s-maxage says how long.
  const documents: BehaviorOptions = {
    origin: api,
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy: new CachePolicy(scope, 'Documents', {
      comment: 'Documentos HTML de cada página, robots.txt y sitemap.xml, por host y ruta',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.hours(1),
      queryStringBehavior: CacheQueryStringBehavior.allowList('path'),
      headerBehavior: CacheHeaderBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    }),
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    responseHeadersPolicy: securityHeaders(scope, 'DocumentSecurityHeaders', props.sources, 'page'),
    functionAssociations: [{ function: documentRoutes(scope), eventType: FunctionEventType.VIEWER_REQUEST }],
  };

  return {
    defaultBehavior: documents,
    additionalBehaviors: {
      // The widget's page before the rest of the feed: CloudFront takes the first pattern that matches.
      [WIDGET_PATH_PATTERN]: feed(securityHeaders(scope, 'WidgetSecurityHeaders', props.sources, 'widget')),
      [`${FEED_PREFIX}/*`]: feed(responseHeadersPolicy),
      '/api/events*': {
        origin: api,
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: publicReads,
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy,
        functionAssociations: apiHost,
      },
      // What a host serves: the same for every visitor of the host, named in the path.
      '/api/sites/by-host/*': {
        origin: api,
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: publicReads,
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy,
        functionAssociations: apiHost,
      },
      '/api/*': {
        origin: api,
        // A redirect would turn a POST into a GET, so plain HTTP is refused instead.
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy,
        functionAssociations: apiHost,
      },
      '/media/*': {
        // The bucket's policy (stateful stack) admits CloudFront; the distributions sign with the OAC.
        origin: S3BucketOrigin.withBucketDefaults(props.media, {
          originAccessControlId: mediaAccess.originAccessControlId,
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy,
        functionAssociations: [{ function: mediaKeys(scope), eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      ...Object.fromEntries(DOCUMENT_FILES.map((path) => [path, documents])),
      // The SPA's files (/assets/…, /config.json, /favicon.svg): every other path with a dot.
      '/*.*': {
        origin: S3BucketOrigin.withOriginAccessControl(props.site),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy,
        functionAssociations: [{ function: spaRoutes(scope), eventType: FunctionEventType.VIEWER_REQUEST }],
      },
    },
  };
}

/** cdk-nag's findings that hold for every distribution of the site, with the product's reasons. */
export function acknowledgeSiteFindings(distribution: Distribution): void {
  Validations.of(distribution).acknowledge(
    {
      id: 'AwsSolutions-CFR1',
      reason: 'No geo restriction: the product limits no country; anyone may sign up and follow races.',
    },
    {
      id: 'AwsSolutions-CFR2',
      reason:
        'No WAF web ACL in the product: each API stage is throttled, and handlers parse every request body ' +
        'with a zod schema.',
    },
  );
}

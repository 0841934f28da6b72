// The site: CloudFront in front of the built SPA, the HTTP API (/api/*) and processed media (/media/*).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, type SecretValue, Stack, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  Signing,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { mediaKeys, spaRoutes, viewerHeaders } from './edge-functions';
import { privateBucket } from './private-bucket';
import { fixedSecurityHeaders, contentSecurityPolicy } from './security-headers';
import { SiteDeployment } from './site-deployment';
import { edgeHeaders } from '../shared/core/edge-headers';
import type { RuntimeConfig } from '../shared/core/runtime-config';

export interface WebHostingProps {
  /** The built SPA (`npm run build:web` writes web/dist). */
  spaDirectory: string;
  mainHosts: string[];
  /** ACM certificate (us-east-1) for the main hosts; without it the site answers on CloudFront's domain only. */
  certificateArn?: string;
  /** Also answer on `*.{first main host}`: the organizer webs' free subdomains (the certificate covers them). */
  organizerSubdomains: boolean;
  apiDomainName: string;
  /** Sent to the API with every request; the handlers refuse requests without it. */
  originSecret: SecretValue;
  media: IBucket;
  /** The browser PUTs profile photos straight into it (presigned URLs), so the CSP names it. */
  uploads: IBucket;
  logs: IBucket;
  /** /config.json without mainHosts, which this construct completes with the distribution's own domain. */
  runtimeConfig: Omit<RuntimeConfig, 'mainHosts'>;
}

export class WebHosting extends Construct {
  readonly distribution: Distribution;
  readonly siteUrl: string;
  /** The hosts the site serves, the one links default to first (the handlers' MAIN_HOSTS, /config.json's mainHosts). */
  readonly mainHosts: string[];

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    if (!existsSync(join(props.spaDirectory, 'index.html'))) {
      throw new Error(`No SPA build in ${props.spaDirectory}: run \`npm run build:web\` before synth or deploy.`);
    }
    const site = privateBucket(this, 'SiteBucket', {
      serverAccessLogsBucket: props.logs,
      serverAccessLogsPrefix: 'site/',
    });
    const certificate = props.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
      : undefined;
    const responseHeadersPolicy = this.securityHeaders(props);
    const mediaAccess = new S3OriginAccessControl(this, 'MediaAccess', { signing: Signing.SIGV4_ALWAYS });
    const api = new HttpOrigin(props.apiDomainName, {
      customHeaders: { [edgeHeaders.originVerify]: props.originSecret.unsafeUnwrap() },
    });
    const apiHost = [{ function: viewerHeaders(this), eventType: FunctionEventType.VIEWER_REQUEST }];
    // Results pages, lists and events are the same for every viewer: cached as long as the API's
    // Cache-Control says. Authorization is part of the key, so a signed-in request is never served
    // an anonymous copy or another user's (those answers are no-store anyway).
    const publicReads = new CachePolicy(this, 'PublicReads', {
      comment: 'Lecturas públicas de eventos y resultados, según el Cache-Control de la API',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(5),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Plataforma de carreras',
      domainNames: certificate ? [...props.mainHosts, ...(props.organizerSubdomains ? [`*.${props.mainHosts[0]}`] : [])] : undefined,
      certificate,
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultRootObject: 'index.html',
      enableLogging: true,
      logBucket: props.logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(site),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy,
        functionAssociations: [{ function: spaRoutes(this), eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
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
          // The bucket's policy (stateful stack) admits CloudFront; this distribution signs with the OAC.
          origin: S3BucketOrigin.withBucketDefaults(props.media, {
            originAccessControlId: mediaAccess.originAccessControlId,
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy,
          functionAssociations: [{ function: mediaKeys(this), eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    this.acknowledgeDistributionFindings(Boolean(certificate));

    const ownDomain = this.distribution.distributionDomainName;
    // CloudFront's own domain is always a main host, so the site works before DNS points at it;
    // without a certificate it is the only one that answers, so links default to it.
    this.mainHosts = certificate ? [...props.mainHosts, ownDomain] : [ownDomain, ...props.mainHosts];
    this.siteUrl = `https://${this.mainHosts[0]}`;
    new SiteDeployment(this, 'Deployment', {
      spaDirectory: props.spaDirectory,
      bucket: site,
      distribution: this.distribution,
      runtimeConfig: { ...props.runtimeConfig, mainHosts: this.mainHosts },
    });
  }

  /** The headers of infra/security-headers.ts, which the local cloud sends too. */
  private securityHeaders(props: WebHostingProps): ResponseHeadersPolicy {
    const stack = Stack.of(this);
    const csp = contentSecurityPolicy({
      cognitoSource: `https://cognito-idp.${stack.region}.${stack.urlSuffix}`,
      webSocketSource: props.runtimeConfig.webSocketUrl,
      uploadsSource: `https://${props.uploads.bucketRegionalDomainName}`,
      payments: props.runtimeConfig.payments.provider,
    });
    return new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP y encabezados de seguridad del sitio (infra/security-headers.ts)',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
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

  private acknowledgeDistributionFindings(hasCertificate: boolean): void {
    Validations.of(this.distribution).acknowledge(
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
    if (!hasCertificate) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          "Without certificateArn the site answers on *.cloudfront.net with CloudFront's default certificate, " +
          'whose minimum TLS version CloudFront sets and a distribution cannot change.',
      });
    }
  }
}

// The site: CloudFront in front of the built SPA, the HTTP API (/api/*) and processed media (/media/*)
// (site-behaviours.ts), on the main hosts and, with organizerSubdomains, on their wildcard.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type SecretValue, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { Distribution, HttpVersion, SecurityPolicyProtocol } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { privateBucket } from './private-bucket';
import { acknowledgeSiteFindings, type SiteBehaviours, siteBehaviours, siteSources } from './site-behaviours';
import { SiteDeployment } from './site-deployment';
import type { SiteSources } from '@shared/core/content-security-policy';
import type { RuntimeConfig } from '@shared/core/runtime-config';

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
  /** What the site serves, for the organizer-domain distribution to serve the same. */
  readonly behaviours: SiteBehaviours;
  readonly siteUrl: string;
  /** The hosts the site serves, the one links default to first (the handlers' MAIN_HOSTS, /config.json's mainHosts). */
  readonly mainHosts: string[];
  /** Where the deployment's own services answer the browser: the CSP's sources, which each page's document builds its own from. */
  readonly sources: SiteSources;

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
    this.sources = siteSources(this, { uploads: props.uploads, webSocketUrl: props.runtimeConfig.webSocketUrl, payments: props.runtimeConfig.payments.provider });
    this.behaviours = siteBehaviours(this, {
      site,
      apiDomainName: props.apiDomainName,
      originSecret: props.originSecret,
      media: props.media,
      sources: this.sources,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Plataforma de carreras',
      domainNames: certificate ? [...props.mainHosts, ...(props.organizerSubdomains ? [`*.${props.mainHosts[0]}`] : [])] : undefined,
      certificate,
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.logs,
      logFilePrefix: 'cloudfront/',
      ...this.behaviours,
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

  private acknowledgeDistributionFindings(hasCertificate: boolean): void {
    acknowledgeSiteFindings(this.distribution);
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

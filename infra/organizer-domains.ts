// Organizers' own domains on AWS without a deploy per organizer (docs/sites.md): a multi-tenant
// (tenant-only) distribution serving what the main one serves, and the connection group whose routing
// endpoint organizers point their CNAME at. Each verified domain becomes a distribution tenant with a
// CloudFront-managed certificate, created by the API at run time (lambdas/sites/tenant-provisioner.ts).
import { Lazy, Stack, Validations } from 'aws-cdk-lib';
import { type CfnDistribution, CfnConnectionGroup, Distribution, HttpVersion } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledgeSiteFindings, type SiteBehaviours } from './site-behaviours';

/** What the handlers that create tenants, or tell organizers where to point, need to know. */
export interface OrganizerDomainsRef {
  /** The multi-tenant distribution the tenants belong to. */
  distributionId: string;
  connectionGroupId: string;
  /** The connection group's routing endpoint: the CNAME target of every organizer domain. */
  domainTarget: string;
}

export class OrganizerDomains extends Construct implements OrganizerDomainsRef {
  readonly connectionGroupId: string;
  readonly domainTarget: string;
  /** Known once serve() has built the distribution, which needs the site's behaviours (after the API). */
  readonly distributionId: string;
  private distribution?: Distribution;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const connectionGroup = new CfnConnectionGroup(this, 'ConnectionGroup', {
      name: `${Stack.of(this).stackName}-organizadores`,
      enabled: true,
      // A multi-tenant distribution answers IPv6 through its connection group, not its own setting.
      ipv6Enabled: true,
    });
    this.connectionGroupId = connectionGroup.attrId;
    this.domainTarget = connectionGroup.attrRoutingEndpoint;
    this.distributionId = Lazy.string({ produce: () => this.served().distributionId });
  }

  /** Builds the tenant-only distribution with the main distribution's origins, behaviours and headers. */
  serve(behaviours: SiteBehaviours, logs: IBucket): void {
    const distribution = new Distribution(this, 'Distribution', {
      comment: 'Dominios propios de las webs de organizadores',
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront-dominios/',
      ...behaviours,
    });
    const config = distribution.node.defaultChild as CfnDistribution;
    config.addPropertyOverride('DistributionConfig.ConnectionMode', 'tenant-only');
    config.addPropertyDeletionOverride('DistributionConfig.IPV6Enabled');
    acknowledgeSiteFindings(distribution);
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'A tenant-only distribution has no viewer endpoint of its own: viewers reach it through its tenants, ' +
        "each on its organizer's domain with a CloudFront-managed certificate that CloudFront issues and renews.",
    });
    this.distribution = distribution;
  }

  private served(): Distribution {
    if (!this.distribution) throw new Error(`${this.node.path}: serve() must build the distribution before synthesis.`);
    return this.distribution;
  }
}

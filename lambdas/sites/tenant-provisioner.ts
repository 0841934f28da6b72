// How a verified organizer domain comes to be served. On AWS it becomes a tenant of the tenant-only
// distribution (infra/organizer-domains.ts) with a CloudFront-managed certificate; the local cloud has a
// stand-in (/local/dns) that lists the domains it serves, like the DNS stand-in of domain-verifier.ts.
import { createHash } from 'node:crypto';
import {
  CNAMEAlreadyExists,
  CloudFrontClient,
  CreateDistributionTenantCommand,
  DeleteDistributionTenantCommand,
  type DistributionTenant,
  EntityAlreadyExists,
  EntityNotFound,
  GetDistributionTenantByDomainCommand,
  ResourceNotDisabled,
  UpdateDistributionTenantCommand,
} from '@aws-sdk/client-cloudfront';
import { localTenantsUrl, region, tenantDistribution } from '@lambdas/core/env';

export interface TenantProvisioner {
  /** Serves the domain from now on; a domain this platform already serves is success. */
  provision(domain: string): Promise<void>;
  /** Stops serving the domain; a domain it does not serve is success. */
  release(domain: string): Promise<void>;
}

/** The domain is CloudFront's elsewhere (another distribution or account): it must be removed there first. */
export class DomainServedElsewhere extends Error {}

/** This deployment serves no own domains (it was deployed without -c organizerDomains=true). */
export class DomainsNotServed extends Error {}

export interface TenantDistribution {
  distributionId: string;
  connectionGroupId: string;
}

/** A tenant's name: unique in the account, 3 to 128 letters, digits, dots and dashes (CloudFront's rule). */
export function tenantNameOf(domain: string): string {
  if (domain.length <= 128) return domain;
  return `${domain.slice(0, 87)}-${createHash('sha256').update(domain).digest('hex').slice(0, 40)}`;
}

interface FoundTenant {
  tenant: DistributionTenant & { Id: string };
  etag: string;
}

export function cloudFrontProvisioner(target: TenantDistribution, client: CloudFrontClient): TenantProvisioner {
  async function findTenant(domain: string): Promise<FoundTenant | null> {
    try {
      const { DistributionTenant: tenant, ETag } = await client.send(new GetDistributionTenantByDomainCommand({ Domain: domain }));
      return tenant?.Id && ETag ? { tenant: { ...tenant, Id: tenant.Id }, etag: ETag } : null;
    } catch (error) {
      if (error instanceof EntityNotFound) return null;
      throw error;
    }
  }

  const ours = (found: FoundTenant | null): found is FoundTenant => found?.tenant.DistributionId === target.distributionId;

  async function setEnabled({ tenant, etag }: FoundTenant, enabled: boolean): Promise<string | undefined> {
    const { ETag } = await client.send(new UpdateDistributionTenantCommand({ Id: tenant.Id, IfMatch: etag, Enabled: enabled }));
    return ETag;
  }

  return {
    async provision(domain) {
      try {
        await client.send(
          new CreateDistributionTenantCommand({
            DistributionId: target.distributionId,
            ConnectionGroupId: target.connectionGroupId,
            Name: tenantNameOf(domain),
            Domains: [{ Domain: domain }],
            // CloudFront answers the certificate's HTTP validation itself once the CNAME points at it.
            ManagedCertificateRequest: { ValidationTokenHost: 'cloudfront', PrimaryDomainName: domain },
            Enabled: true,
          }),
        );
      } catch (error) {
        if (!(error instanceof EntityAlreadyExists || error instanceof CNAMEAlreadyExists)) throw error;
        const found = await findTenant(domain);
        if (!ours(found)) throw new DomainServedElsewhere(domain);
        // A domain removed and added again finds its tenant disabled (see release).
        if (!found.tenant.Enabled) await setEnabled(found, true);
      }
    },
    async release(domain) {
      const found = await findTenant(domain);
      if (!ours(found)) return;
      const etag = found.tenant.Enabled ? await setEnabled(found, false) : found.etag;
      try {
        await client.send(new DeleteDistributionTenantCommand({ Id: found.tenant.Id, IfMatch: etag }));
      } catch (error) {
        // CloudFront deletes a tenant only once its disabling has reached the edge; until someone deletes
        // it, the disabled tenant serves nothing (docs/sites.md).
        if (!(error instanceof ResourceNotDisabled)) throw error;
      }
    },
  };
}

function localProvisioner(baseUrl: string): TenantProvisioner {
  const call = async (method: 'PUT' | 'DELETE', domain: string) => {
    const answer = await fetch(`${baseUrl}/${encodeURIComponent(domain)}`, { method });
    if (!answer.ok) throw new Error(`The local tenants answered ${answer.status}`);
  };
  return { provision: (domain) => call('PUT', domain), release: (domain) => call('DELETE', domain) };
}

const noTenants: TenantProvisioner = {
  provision: () => Promise.reject(new DomainsNotServed()),
  release: () => Promise.resolve(),
};

let provisioner: TenantProvisioner | undefined;

/** The provisioner of this deployment: LOCAL_TENANTS_URL in the local cloud, CloudFront with organizerDomains. */
export function tenantProvisioner(): TenantProvisioner {
  provisioner ??= localTenantsUrl
    ? localProvisioner(localTenantsUrl)
    : tenantDistribution
      ? cloudFrontProvisioner(tenantDistribution, new CloudFrontClient({ region }))
      : noTenants;
  return provisioner;
}

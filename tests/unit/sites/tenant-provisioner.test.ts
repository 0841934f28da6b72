import {
  CNAMEAlreadyExists,
  CloudFrontClient,
  CreateDistributionTenantCommand,
  DeleteDistributionTenantCommand,
  EntityAlreadyExists,
  EntityNotFound,
  GetDistributionTenantByDomainCommand,
  InvalidArgument,
  ResourceNotDisabled,
  UpdateDistributionTenantCommand,
} from '@aws-sdk/client-cloudfront';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { cloudFrontProvisioner, DomainServedElsewhere, tenantNameOf } from '@lambdas/sites/tenant-provisioner';

const cloudFront = mockClient(CloudFrontClient);
// The worker's other files share the SDK's classes (isolate: false): their send is theirs again after this file.
afterAll(() => {
  cloudFront.restore();
});
const target = { distributionId: 'EMULTI', connectionGroupId: 'cg_organizadores' };
const provisioner = cloudFrontProvisioner(target, new CloudFrontClient({ region: 'us-east-1' }));
const domain = 'www.micarrera.mx';
const metadata = { $metadata: {}, message: 'CloudFront dice que no' };

function existingTenant(distributionId: string, enabled: boolean) {
  cloudFront.on(GetDistributionTenantByDomainCommand, { Domain: domain }).resolves({
    DistributionTenant: { Id: 'dt_1', DistributionId: distributionId, Enabled: enabled, Domains: [{ Domain: domain }] },
    ETag: 'E1',
  });
}

beforeEach(() => {
  cloudFront.reset();
  cloudFront.onAnyCommand().resolves({});
});

describe('cloudFrontProvisioner.provision', () => {
  it("creates an enabled tenant of the distribution, in its connection group, with a CloudFront-managed certificate", async () => {
    await provisioner.provision(domain);
    expect(cloudFront.commandCalls(CreateDistributionTenantCommand).map((call) => call.args[0].input)).toEqual([
      {
        DistributionId: 'EMULTI',
        ConnectionGroupId: 'cg_organizadores',
        Name: domain,
        Domains: [{ Domain: domain }],
        ManagedCertificateRequest: { ValidationTokenHost: 'cloudfront', PrimaryDomainName: domain },
        Enabled: true,
      },
    ]);
  });

  it('takes a tenant of its own that already serves the domain as success, and changes nothing', async () => {
    cloudFront.on(CreateDistributionTenantCommand).rejects(new EntityAlreadyExists(metadata));
    existingTenant('EMULTI', true);
    await expect(provisioner.provision(domain)).resolves.toBeUndefined();
    expect(cloudFront.commandCalls(UpdateDistributionTenantCommand)).toHaveLength(0);
  });

  it('enables again the tenant of a domain that was removed and is added back', async () => {
    cloudFront.on(CreateDistributionTenantCommand).rejects(new EntityAlreadyExists(metadata));
    existingTenant('EMULTI', false);
    await provisioner.provision(domain);
    expect(cloudFront.commandCalls(UpdateDistributionTenantCommand).map((call) => call.args[0].input)).toEqual([
      { Id: 'dt_1', IfMatch: 'E1', Enabled: true },
    ]);
  });

  it("refuses a domain that another distribution or account serves, without touching it", async () => {
    cloudFront.on(CreateDistributionTenantCommand).rejects(new CNAMEAlreadyExists(metadata));
    existingTenant('EOTRA', true);
    await expect(provisioner.provision(domain)).rejects.toBeInstanceOf(DomainServedElsewhere);
    cloudFront.on(GetDistributionTenantByDomainCommand).rejects(new EntityNotFound(metadata));
    await expect(provisioner.provision(domain)).rejects.toBeInstanceOf(DomainServedElsewhere);
    expect(cloudFront.commandCalls(UpdateDistributionTenantCommand)).toHaveLength(0);
  });

  it('passes any other failure on, so the host stays pending', async () => {
    cloudFront.on(CreateDistributionTenantCommand).rejects(new InvalidArgument(metadata));
    await expect(provisioner.provision(domain)).rejects.toBeInstanceOf(InvalidArgument);
  });
});

describe('cloudFrontProvisioner.release', () => {
  it('disables its tenant of the domain, then deletes it on the ETag the update returned', async () => {
    existingTenant('EMULTI', true);
    cloudFront.on(UpdateDistributionTenantCommand).resolves({ ETag: 'E2' });
    await provisioner.release(domain);
    expect(cloudFront.commandCalls(UpdateDistributionTenantCommand).map((call) => call.args[0].input)).toEqual([
      { Id: 'dt_1', IfMatch: 'E1', Enabled: false },
    ]);
    expect(cloudFront.commandCalls(DeleteDistributionTenantCommand).map((call) => call.args[0].input)).toEqual([{ Id: 'dt_1', IfMatch: 'E2' }]);
  });

  it('leaves the tenant disabled when CloudFront will not delete it yet', async () => {
    existingTenant('EMULTI', false);
    cloudFront.on(DeleteDistributionTenantCommand).rejects(new ResourceNotDisabled(metadata));
    await expect(provisioner.release(domain)).resolves.toBeUndefined();
    expect(cloudFront.commandCalls(DeleteDistributionTenantCommand).map((call) => call.args[0].input)).toEqual([{ Id: 'dt_1', IfMatch: 'E1' }]);
  });

  it('does nothing for a domain it does not serve, nor for another distribution’s tenant', async () => {
    cloudFront.on(GetDistributionTenantByDomainCommand).rejects(new EntityNotFound(metadata));
    await provisioner.release(domain);
    existingTenant('EOTRA', true);
    await provisioner.release(domain);
    expect(cloudFront.commandCalls(UpdateDistributionTenantCommand)).toHaveLength(0);
    expect(cloudFront.commandCalls(DeleteDistributionTenantCommand)).toHaveLength(0);
  });
});

describe('tenantNameOf', () => {
  it("names a tenant after its domain, and a domain too long for CloudFront's 128 characters by a digest", () => {
    expect(tenantNameOf(domain)).toBe(domain);
    const long = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.mx`;
    const name = tenantNameOf(long);
    expect(name).toHaveLength(128);
    expect(name).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9-.]{1,126}[a-zA-Z0-9]$/);
    // Two long domains that differ only past the kept prefix still get two names.
    expect(tenantNameOf(long.replace(/mx$/, 'com'))).not.toBe(name);
  });
});

// -c organizerDomains=true: the tenant-only distribution beside the main one, its connection group, and
// the tenant grants of the two functions that create and remove tenants, and of no other.
import { beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes } from '@infra/routes';
import { functionFor, type PolicyStatementJson, statementsOf, synthesizePlatform, testCertificateArn, testSettings } from './platform-fixture';

type Behaviour = Record<string, unknown> & { TargetOriginId: string; PathPattern?: string };
interface DistributionConfig {
  ConnectionMode?: string;
  Aliases?: string[];
  IPV6Enabled?: boolean;
  Origins: (Record<string, unknown> & { Id: string })[];
  DefaultCacheBehavior: Behaviour;
  CacheBehaviors: Behaviour[];
}

const verifyHandler = 'lambdas/sites/verify-site-host.ts';
const removeHandler = 'lambdas/sites/remove-site-host.ts';
const tenantActions = [
  'cloudfront:DeleteDistributionTenant',
  'cloudfront:GetDistributionTenantByDomain',
  'cloudfront:UpdateDistributionTenant',
];

function distributions(platform: ReturnType<typeof synthesizePlatform>): DistributionConfig[] {
  return Object.values(platform.applicationTemplate.findResources('AWS::CloudFront::Distribution')).map(
    (resource) => resource.Properties.DistributionConfig as DistributionConfig,
  );
}

/** A distribution's behaviours with each origin written out in place of its distribution-local id. */
function servedBehaviours(config: DistributionConfig) {
  const originOf = (behaviour: Behaviour) => {
    const { Id: _id, ...origin } = config.Origins.find((candidate) => candidate.Id === behaviour.TargetOriginId)!;
    return origin;
  };
  return [config.DefaultCacheBehavior, ...config.CacheBehaviors].map((behaviour) => ({
    ...behaviour,
    TargetOriginId: originOf(behaviour),
  }));
}

const tenantStatements = (statements: PolicyStatementJson[]) =>
  statements.filter((statement) => [statement.Action].flat().some((action) => /^(cloudfront|acm):/.test(action)));

describe('organizer domains on (-c organizerDomains=true)', () => {
  let platform: ReturnType<typeof synthesizePlatform>;
  let main: DistributionConfig;
  let tenants: DistributionConfig;
  beforeAll(() => {
    platform = synthesizePlatform({ certificateArn: testCertificateArn, organizerSubdomains: true, organizerDomains: true });
    const all = distributions(platform);
    expect(all).toHaveLength(2);
    tenants = all.find((config) => config.ConnectionMode === 'tenant-only')!;
    main = all.find((config) => config.ConnectionMode === undefined)!;
  });

  it('adds a tenant-only distribution that serves exactly what the main one serves, on no alias of its own', () => {
    expect(tenants).toBeDefined();
    expect(servedBehaviours(tenants)).toEqual(servedBehaviours(main));
    expect(tenants.CacheBehaviors.map((behaviour) => behaviour.PathPattern)).toEqual(['/api/feed/v1/events/*/widget', '/api/feed/v1/*', '/api/events*', '/api/sites/by-host/*', '/api/*', '/media/*', '/robots.txt', '/sitemap.xml', '/*.*']);
    expect(tenants.Aliases).toBeUndefined();
    expect(tenants.IPV6Enabled).toBeUndefined();
  });

  it('keeps the main hosts and their wildcard on the main distribution', () => {
    expect(main.Aliases).toEqual([...testSettings.mainHosts, `*.${testSettings.mainHosts[0]}`]);
  });

  it('publishes the connection group’s routing endpoint as the CNAME target, to the stack outputs and the site API', () => {
    const groups = platform.applicationTemplate.findResources('AWS::CloudFront::ConnectionGroup');
    const [[groupId, group]] = Object.entries(groups) as [[string, { Properties: Record<string, unknown> }]];
    expect(group.Properties).toMatchObject({ Enabled: true, Ipv6Enabled: true });
    const outputs = platform.applicationTemplate.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs.OrganizerDomainTarget?.Value).toEqual({ 'Fn::GetAtt': [groupId, 'RoutingEndpoint'] });
    for (const handler of ['lambdas/sites/get-site.ts', 'lambdas/sites/add-site-host.ts', verifyHandler]) {
      const { Variables } = functionFor(platform.applicationTemplate, handler).properties.Environment as { Variables: Record<string, unknown> };
      expect(JSON.stringify(Variables.ORGANIZER_DOMAIN_TARGET)).toMatch(/OrganizerDomainsConnectionGroup.*RoutingEndpoint/);
    }
  });

  it.each([verifyHandler, removeHandler])('lets %s create, read by domain, update and delete tenants of the account only', (handler) => {
    const { properties } = functionFor(platform.applicationTemplate, handler);
    const { Variables } = properties.Environment as { Variables: Record<string, unknown> };
    expect(JSON.stringify(Variables.TENANT_DISTRIBUTION_ID)).toMatch(/OrganizerDomainsDistribution/);
    expect(JSON.stringify(Variables.TENANT_CONNECTION_GROUP_ID)).toMatch(/OrganizerDomainsConnectionGroup.*Id/);
    const statements = tenantStatements(statementsOf(platform.applicationTemplate, properties));
    expect(statements).toHaveLength(3);
    expect(statements).toContainEqual(expect.objectContaining({ Action: 'cloudfront:CreateDistributionTenant', Resource: '*' }));
    const tenantGrant = statements.find((statement) => Array.isArray(statement.Action))!;
    expect([tenantGrant.Action].flat().sort()).toEqual(tenantActions);
    expect(JSON.stringify(tenantGrant.Resource)).toMatch(/^\{"Fn::Join":\["",\["arn:",\{"Ref":"AWS::Partition"\},":cloudfront::",\{"Ref":"AWS::AccountId"\},":distribution-tenant\/\*"\]\]\}$/);
    expect(statements).toContainEqual(
      expect.objectContaining({
        Action: 'acm:RequestCertificate',
        Resource: '*',
        Condition: { StringEquals: { 'acm:ValidationMethod': 'HTTP' } },
      }),
    );
  });

  it('gives no other function a CloudFront or ACM action', () => {
    const others = httpRoutes.filter((route) => route.handler !== verifyHandler && route.handler !== removeHandler);
    for (const route of others) {
      const { properties } = functionFor(platform.applicationTemplate, route.handler);
      expect(tenantStatements(statementsOf(platform.applicationTemplate, properties))).toEqual([]);
    }
  });
});

describe('organizer domains off (the default)', () => {
  it('has one distribution, no connection group, no output and no tenant grant', () => {
    const platform = synthesizePlatform({ certificateArn: testCertificateArn, organizerSubdomains: true });
    expect(distributions(platform).map((config) => config.ConnectionMode)).toEqual([undefined]);
    expect(platform.applicationTemplate.findResources('AWS::CloudFront::ConnectionGroup')).toEqual({});
    expect(Object.keys(platform.applicationTemplate.toJSON().Outputs as object)).not.toContain('OrganizerDomainTarget');
    const template = JSON.stringify(platform.applicationTemplate.toJSON());
    expect(template).not.toMatch(/DistributionTenant|acm:RequestCertificate|TENANT_|ORGANIZER_DOMAIN_TARGET/);
  });
});

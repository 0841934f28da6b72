import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteHostItem } from '@lambdas/data/site-host-entity';

const { provision, release, repository } = vi.hoisted(() => ({
  provision: vi.fn(),
  release: vi.fn(),
  repository: { getHost: vi.fn(), activateHost: vi.fn(), releaseHost: vi.fn(), claimHost: vi.fn() },
}));
vi.mock('@lambdas/sites/site-hosts-repository', () => repository);
vi.mock('@lambdas/sites/domain-verifier', () => ({
  domainVerifier: () => ({ announce: async () => undefined, hasToken: async () => true }),
}));
vi.mock('@lambdas/sites/tenant-provisioner', async (original) => ({
  ...(await original<typeof import('@lambdas/sites/tenant-provisioner')>()),
  tenantProvisioner: () => ({ provision, release }),
}));

const { DomainServedElsewhere, DomainsNotServed } = await import('@lambdas/sites/tenant-provisioner');
const { removeHost, verifyHost } = await import('@lambdas/sites/site-hosts');

const pending = (kind: SiteHostItem['kind'] = 'propio'): SiteHostItem => ({
  host: 'www.micarrera.mx',
  eventId: 7,
  kind,
  status: 'pendiente',
  token: 'carreras-verificacion=abc',
  createdAt: '2026-01-01T00:00:00.000Z',
});

beforeEach(() => {
  vi.clearAllMocks();
  repository.getHost.mockResolvedValue(pending());
  repository.activateHost.mockResolvedValue(true);
  repository.releaseHost.mockResolvedValue(true);
  provision.mockResolvedValue(undefined);
  release.mockResolvedValue(undefined);
});

describe('verifyHost', () => {
  it('has the domain served before it marks it active', async () => {
    await expect(verifyHost(7, 'www.micarrera.mx')).resolves.toMatchObject({ status: 'activo' });
    expect(provision).toHaveBeenCalledWith('www.micarrera.mx');
    expect(provision.mock.invocationCallOrder[0]).toBeLessThan(repository.activateHost.mock.invocationCallOrder[0]!);
  });

  it.each([
    ['a CloudFront failure', new Error('Throttling'), 503, 'DOMAIN_NOT_SERVED', 'vuelve a verificarlo'],
    ['a domain CloudFront serves elsewhere', new DomainServedElsewhere('www.micarrera.mx'), 409, 'DOMAIN_SERVED_ELSEWHERE', 'quítalo de ahí'],
    ['a deployment that serves no own domains', new DomainsNotServed(), 503, 'DOMAINS_NOT_SERVED', 'subdominio gratuito'],
  ])('leaves the host pending on %s, with a Spanish answer', async (_case, failure, statusCode, code, message) => {
    provision.mockRejectedValue(failure);
    await expect(verifyHost(7, 'www.micarrera.mx')).rejects.toMatchObject({ statusCode, code, message: expect.stringContaining(message) });
    expect(repository.activateHost).not.toHaveBeenCalled();
  });
});

describe('removeHost', () => {
  it('stops serving an own domain before giving it up, and keeps it when that fails', async () => {
    await removeHost(7, 'www.micarrera.mx');
    expect(release).toHaveBeenCalledWith('www.micarrera.mx');
    expect(repository.releaseHost).toHaveBeenCalledWith('www.micarrera.mx', 7, undefined);

    vi.clearAllMocks();
    release.mockRejectedValue(new Error('Throttling'));
    await expect(removeHost(7, 'www.micarrera.mx')).rejects.toMatchObject({ statusCode: 503, code: 'DOMAIN_NOT_RELEASED' });
    expect(repository.releaseHost).not.toHaveBeenCalled();
  });

  it("gives a free subdomain up without CloudFront, and another event's host not at all", async () => {
    repository.getHost.mockResolvedValue(pending('subdominio'));
    await removeHost(7, 'www.micarrera.mx');
    expect(release).not.toHaveBeenCalled();
    // With the look its slug holds, given up with it.
    expect(repository.releaseHost).toHaveBeenCalledWith('www.micarrera.mx', 7, 'www');

    repository.getHost.mockResolvedValue(pending());
    await expect(removeHost(8, 'www.micarrera.mx')).rejects.toMatchObject({ statusCode: 404 });
    expect(release).not.toHaveBeenCalled();
  });
});

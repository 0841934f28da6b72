// How the platform learns that an organizer controls a domain: a TXT record with the token it gave.
// On AWS the record is looked up in public DNS; the local cloud has a stand-in (/local/dns) where
// the pending domains are listed and their record is set by hand, like the payment simulator.
import { resolveTxt } from 'node:dns/promises';
import { localDnsUrl } from '@lambdas/core/env';

export interface DomainVerifier {
  /** Told when a domain is added, so a stand-in can show it as waiting for its record. */
  announce(recordName: string, token: string): Promise<void>;
  /** Whether the record holds the token now. */
  hasToken(recordName: string, token: string): Promise<boolean>;
}

const dnsVerifier: DomainVerifier = {
  announce: async () => undefined,
  async hasToken(recordName, token) {
    try {
      return (await resolveTxt(recordName)).some((chunks) => chunks.join('') === token);
    } catch {
      // No such record (yet), or DNS did not answer: not verified this time.
      return false;
    }
  },
};

function localVerifier(baseUrl: string): DomainVerifier {
  return {
    async announce(recordName, token) {
      const answer = await fetch(`${baseUrl}/pending`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ recordName, token }) });
      if (!answer.ok) throw new Error(`The local DNS answered ${answer.status}`);
    },
    async hasToken(recordName, token) {
      const answer = await fetch(`${baseUrl}/txt?name=${encodeURIComponent(recordName)}`);
      if (!answer.ok) throw new Error(`The local DNS answered ${answer.status}`);
      return ((await answer.json()) as string[]).includes(token);
    },
  };
}

let verifier: DomainVerifier | undefined;

/** The verifier of this deployment: LOCAL_DNS_URL in the local cloud, public DNS otherwise. */
export function domainVerifier(): DomainVerifier {
  verifier ??= localDnsUrl ? localVerifier(localDnsUrl) : dnsVerifier;
  return verifier;
}

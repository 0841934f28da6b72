// The waiting list's request limits (docs/security.md, 'Request limits'): joins per client and per
// address and event, counted in the table since each join mails the address; reads and exits by the
// mailed key per client, counted in the container (a wrong key reads nothing).
import { createHash } from 'node:crypto';
import { rateLimits } from '@shared/core/rate-limits';
import { clientOf } from '@lambdas/core/client-address';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { enforceInContainer } from '@lambdas/limits/container-rate-limit';
import { enforceLimits } from '@lambdas/limits/rate-limit';

/** The limiter's items name the address by a hash: the table keeps no address outside the entry. */
const emailKey = (correo: string) => createHash('sha256').update(correo).digest('hex').slice(0, 32);

export function limitWaitlistJoin(event: HttpEvent, eventId: number, correo: string): Promise<void> {
  return enforceLimits([
    { subject: `espera:cliente:${clientOf(event)}`, limits: rateLimits.waitlistJoinsPerClient },
    { subject: `espera:correo:${eventId}:${emailKey(correo)}`, limits: rateLimits.waitlistJoinsPerEmail },
  ]);
}

export function limitWaitlistLookup(event: HttpEvent): void {
  enforceInContainer([{ subject: `espera:consulta:${clientOf(event)}`, limits: rateLimits.waitlistLookupsPerClient }]);
}

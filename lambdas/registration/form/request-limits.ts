// The limits of the public registration flow: code checks per client (a registration carrying a code
// is a code check too) and refused codes per event, so guesses spread over many addresses slow down
// while a code that exists and has uses left is never refused by the event's ceiling
// (docs/security.md, 'Request limits'); OXXO vouchers per client and per registrant e-mail, since
// each unpaid voucher holds a place for 48 hours, counted in the table; forms and payments per
// client, counted in the container (they give nothing by themselves, and cost no request so). Staff
// registering at the desk are counted per user in the table, with no code-check limits: they could
// register anyone in cash anyway.
import { createHash } from 'node:crypto';
import { rateLimits } from '@shared/core/rate-limits';
import type { PaymentRequest } from '@shared/registration/registration-api';
import { clientOf } from '@lambdas/core/client-address';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { enforceInContainer } from '@lambdas/limits/container-rate-limit';
import { enforceLimits, type LimitedSubject } from '@lambdas/limits/rate-limit';

const codeChecks = (event: HttpEvent): LimitedSubject[] => [{ subject: `codigo:cliente:${clientOf(event)}`, limits: rateLimits.codeChecksPerClient }];

export function limitCodeCheck(event: HttpEvent): Promise<void> {
  return enforceLimits(codeChecks(event));
}

/** Counts a refused code against the event's ceiling: past it, refused codes are answered 429. */
export function countRefusedCode(eventId: number): Promise<void> {
  return enforceLimits([{ subject: `codigo:evento:${eventId}`, limits: rateLimits.refusedCodesPerEvent }]);
}

export async function limitRegistration(event: HttpEvent, withCode: boolean): Promise<void> {
  enforceInContainer([{ subject: `registro:cliente:${clientOf(event)}`, limits: rateLimits.registrationsPerClient }]);
  if (withCode) await enforceLimits(codeChecks(event));
}

export function limitDeskRegistration(userId: string): Promise<void> {
  return enforceLimits([{ subject: `caja:usuario:${userId}`, limits: rateLimits.deskRegistrationsPerUser }]);
}

/** The limiter's items name the e-mail by a hash: the table keeps no address outside the registrant. */
const emailKey = (correo: string) => createHash('sha256').update(correo.trim().toLowerCase()).digest('hex').slice(0, 32);

export async function limitPayment(event: HttpEvent, eventId: number, correo: string, metodo: PaymentRequest['metodo']): Promise<void> {
  const client = clientOf(event);
  enforceInContainer([{ subject: `pago:cliente:${client}`, limits: rateLimits.paymentsPerClient }]);
  if (metodo !== 'oxxo_pay') return;
  await enforceLimits([
    { subject: `oxxo:cliente:${client}`, limits: rateLimits.vouchersPerClient },
    { subject: `oxxo:correo:${eventId}:${emailKey(correo)}`, limits: rateLimits.vouchersPerEmail },
  ]);
}

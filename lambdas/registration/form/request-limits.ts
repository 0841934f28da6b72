// The limits of the public registration flow: code checks per client and per event (a registration
// carrying a code is a code check too) and OXXO vouchers per client and per registrant e-mail, since
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

function codeChecks(event: HttpEvent, eventId: number): LimitedSubject[] {
  return [
    { subject: `codigo:cliente:${clientOf(event)}`, limits: rateLimits.codeChecksPerClient },
    { subject: `codigo:evento:${eventId}`, limits: rateLimits.codeChecksPerEvent },
  ];
}

export function limitCodeCheck(event: HttpEvent, eventId: number): Promise<void> {
  return enforceLimits(codeChecks(event, eventId));
}

export async function limitRegistration(event: HttpEvent, eventId: number, withCode: boolean): Promise<void> {
  enforceInContainer([{ subject: `registro:cliente:${clientOf(event)}`, limits: rateLimits.registrationsPerClient }]);
  if (withCode) await enforceLimits(codeChecks(event, eventId));
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

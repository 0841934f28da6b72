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
import { enforceLimits, limitsReached, tooManyUntilWindowsEnd } from '@lambdas/limits/rate-limit';

const eventCeiling = rateLimits.refusedCodesPerEvent;
const eventSubject = (eventId: number) => `codigo:evento:${eventId}`;
/** A client's refused codes on an event, in the ceiling's windows: never reached (a client checks far fewer), only read. */
const refusedSubject = (event: HttpEvent, eventId: number) => `codigo:rechazado:${clientOf(event)}:${eventId}`;
const refusedOnce = eventCeiling.map(({ windowSeconds }) => ({ limit: 1, windowSeconds }));

/**
 * Per client; and while the event's ceiling of refused codes is reached, a client that already had a
 * code refused in that window is answered 429 before its code is looked up, so a flood from many
 * addresses gets one guess per address and window, while anyone else's code is still checked. The
 * client's refusals are read only while the ceiling is reached.
 */
export async function limitCodeCheck(event: HttpEvent, eventId: number): Promise<void> {
  await enforceLimits([{ subject: `codigo:cliente:${clientOf(event)}`, limits: rateLimits.codeChecksPerClient }]);
  if (!(await limitsReached(eventSubject(eventId), eventCeiling))) return;
  if (await limitsReached(refusedSubject(event, eventId), refusedOnce)) throw tooManyUntilWindowsEnd(eventCeiling);
}

/** Counts a refused code against the event's ceiling and for its client: past the ceiling, refused codes are answered 429. */
export function countRefusedCode(event: HttpEvent, eventId: number): Promise<void> {
  return enforceLimits([
    { subject: eventSubject(eventId), limits: eventCeiling },
    { subject: refusedSubject(event, eventId), limits: eventCeiling },
  ]);
}

/** `group`: a group order, counted apart (docs/registration.md, Group registration). */
export async function limitRegistration(event: HttpEvent, eventId: number, withCode: boolean, group = false): Promise<void> {
  const subject = `${group ? 'grupo' : 'registro'}:cliente:${clientOf(event)}`;
  enforceInContainer([{ subject, limits: group ? rateLimits.groupRegistrationsPerClient : rateLimits.registrationsPerClient }]);
  if (withCode) await limitCodeCheck(event, eventId);
}

/** Starting or cancelling an athlete's change, per client. */
export function limitRegistrationChange(event: HttpEvent): void {
  enforceInContainer([{ subject: `cambio:cliente:${clientOf(event)}`, limits: rateLimits.registrationChangesPerClient }]);
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

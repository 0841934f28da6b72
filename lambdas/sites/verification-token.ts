// The value an event's TXT record must hold to prove it controls an own domain
// (docs/sites.md#contesting-a-pending-claim). It is the same for the same event and domain whenever it
// is asked for, so an event may learn it, and prove the domain, while another event's pending claim
// still holds the name: a claim never needs storing first. It keeps nothing secret: only who controls
// the domain's DNS can publish it.
import { createHash } from 'node:crypto';

export const verificationToken = (host: string, eventId: number) =>
  `carreras-verificacion=${createHash('sha256').update(`${host}\n${eventId}`).digest('hex').slice(0, 32)}`;

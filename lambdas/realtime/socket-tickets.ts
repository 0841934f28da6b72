// Tickets to private topics: issued for one topic and one minute, redeemed at most once.
import { randomUUID } from 'node:crypto';
import { isConditionFailure } from '@lambdas/data/conditions';
import { SocketTicketEntity } from '@lambdas/data/socket-ticket-entity';

const TICKET_SECONDS = 60;

export async function issueTicket(topic: string, userId: string, now = new Date()): Promise<string> {
  const ticket = randomUUID();
  await SocketTicketEntity.create({ ticket, topic, userId, expiresAt: Math.floor(now.getTime() / 1000) + TICKET_SECONDS }).go({ response: 'none' });
  return ticket;
}

/** Whether the ticket was valid for this topic; it is used up either way. */
export async function redeemTicket(ticket: string, topic: string, now = new Date()): Promise<boolean> {
  try {
    const { data } = await SocketTicketEntity.delete({ ticket })
      .where(({ topic: issuedFor, expiresAt }, { eq, gt }) => `${eq(issuedFor, topic)} AND ${gt(expiresAt, Math.floor(now.getTime() / 1000))}`)
      .go({ response: 'all_old' });
    return data !== null;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

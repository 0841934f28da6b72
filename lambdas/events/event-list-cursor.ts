// The `cursor` of the event lists: the position of a page's last event, opaque to clients. It names
// no table keys, so a crafted cursor can only move within the list it is sent to.
import { z } from 'zod';

export interface EventListPosition {
  fechaEvento: string;
  horaEvento: string;
  eventId: number;
}

const positionSchema = z.tuple([z.string().max(10), z.string().max(5), z.number().int().positive()]);

export function encodeEventCursor({ fechaEvento, horaEvento, eventId }: EventListPosition): string {
  return Buffer.from(JSON.stringify([fechaEvento, horaEvento, eventId])).toString('base64url');
}

/** The position a cursor holds, or null when it is not a cursor this API wrote. */
export function decodeEventCursor(cursor: string): EventListPosition | null {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = positionSchema.safeParse(raw);
  if (!parsed.success) return null;
  const [fechaEvento, horaEvento, eventId] = parsed.data;
  return { fechaEvento, horaEvento, eventId };
}

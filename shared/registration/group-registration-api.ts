// The group registration's contracts (docs/registration.md, Group registration): one payer sends
// 2..MAX_GROUP_MEMBERS athletes, each with the data, selection, fields and products of a single
// registration, under one attempt; the server stores them as one group order paid in one payment.
import { z } from 'zod';
import { MAX_GROUP_MEMBERS, MIN_GROUP_MEMBERS } from './group-size';
import type { Order } from './order-total';
import { registrationRequestSchema } from './registration-api';
import { registrationApiMessages, registrationTexts } from './registration-texts';

/** One athlete of the group: a single registration without its own attempt or tracking link. */
export const groupMemberSchema = registrationRequestSchema.omit({ intento: true, tkl: true });
export type GroupMember = z.infer<typeof groupMemberSchema>;

const sizeMessage = registrationApiMessages.groupSize(MIN_GROUP_MEMBERS, MAX_GROUP_MEMBERS);

/** POST /api/events/{eventId}/group-registrations. */
export const groupRegistrationRequestSchema = z.object({
  intento: registrationRequestSchema.shape.intento,
  /** The group's name as the admin lists it ('Familia Pérez', 'Club Corredores'). */
  etiqueta: z.string({ error: registrationTexts.required }).trim().min(1, registrationTexts.required).max(60),
  miembros: z
    .array(groupMemberSchema)
    .min(MIN_GROUP_MEMBERS, sizeMessage)
    .max(MAX_GROUP_MEMBERS, sizeMessage)
    .refine((miembros) => new Set(miembros.map((miembro) => miembro.moneda)).size === 1, registrationApiMessages.groupCurrency)
    // One code per group: a request checks at most one code, as a single registration does.
    .refine((miembros) => new Set(miembros.flatMap((miembro) => miembro.codigoDescuento ?? [])).size <= 1, registrationApiMessages.groupOneCode),
  tkl: registrationRequestSchema.shape.tkl,
});
export type GroupRegistrationRequest = z.infer<typeof groupRegistrationRequestSchema>;

/** What the group is charged: the members' orders summed, cent by cent. */
export interface GroupTotal {
  moneda: string;
  total: number;
  totalPesos: number;
}

/** The answer to a group registration: the payer's registrant (the one paid) and every member's order. */
export interface CreatedGroupRegistration {
  grupoId: string;
  /** The registrant the payment is made on: the first member, whose confirmation lists the group. */
  registroId: string;
  miembros: { registroId: string; nombres: string; order: Order }[];
  total: GroupTotal;
}

/** The group's sum of its members' orders, all in one currency. */
export function groupTotal(orders: readonly Pick<Order, 'moneda' | 'total' | 'totalPesos'>[]): GroupTotal {
  return {
    moneda: orders[0]?.moneda ?? '',
    total: orders.reduce((sum, order) => sum + order.total, 0),
    totalPesos: orders.reduce((sum, order) => sum + order.totalPesos, 0),
  };
}

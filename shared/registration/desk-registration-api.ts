// POST /api/events/{eventId}/desk-registrations: staff register a person at the desk (docs/registration.md §1, §3
// Registration origin). The online registration's request, plus how the person pays: 2 cash at the
// point of sale, or 3 an enrollment code, which is one of the event's discount codes (codigoDescuento).
import { z } from 'zod';
import { registrationRequestSchema } from './registration-api';
import { registrationTexts } from './registration-texts';

export const DESK_ORIGINS = { puntoDeVenta: 2, codigo: 3 } as const;

export const deskRegistrationRequestSchema = registrationRequestSchema
  .extend({ tipoRegistro: z.union([z.literal(DESK_ORIGINS.puntoDeVenta), z.literal(DESK_ORIGINS.codigo)]) })
  .refine((request) => request.tipoRegistro !== DESK_ORIGINS.codigo || request.codigoDescuento !== undefined, {
    path: ['codigoDescuento'],
    message: registrationTexts.required,
  });
export type DeskRegistrationRequest = z.infer<typeof deskRegistrationRequestSchema>;

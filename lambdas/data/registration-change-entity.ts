// A change an athlete makes to a registration (docs/registration.md, Transfers and modality changes):
// a transfer to another person or a modality change, from its start on the confirmation page to its
// payment, its application and, perhaps, staff's undo. Keyed by a random id, the credential of the
// payer's link; what the registration was before it is kept for the undo.
import { Entity, type EntityItem } from 'electrodb';
import { CHANGE_KINDS, CHANGE_STATES } from '@shared/registration/change-api';
import { entityConfig, SERVICE } from './table';

export const RegistrationChangeEntity = new Entity(
  {
    model: { entity: 'registrationChange', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      cambioId: { type: 'string', required: true, readOnly: true },
      registroId: { type: 'string', required: true, readOnly: true },
      tipo: { type: CHANGE_KINDS, required: true, readOnly: true },
      estado: { type: CHANGE_STATES, required: true },
      creado: { type: 'string', required: true, readOnly: true },
      /** ISO-8601 UTC: the organizer's deadline when the change started, after which it cannot be paid. */
      hasta: { type: 'string' },
      /** The order it charges (MXN) and what it owes back, as quoted when it started. */
      order: { type: 'any', required: true, readOnly: true },
      reembolso: { type: 'number', required: true, readOnly: true },
      /** A modality change's target. */
      codigoModalidad: { type: 'string', readOnly: true },
      descripcionDestino: { type: 'string', readOnly: true },
      /** The attempt paying it now and since when: one at a time. */
      intento: { type: 'string' },
      cobroDesde: { type: 'string' },
      /** Declined attempts: each moves the provider's idempotency key on, so a retried attempt is the same order. */
      rechazos: { type: 'number', required: true, default: 0 },
      /** The payer's attempt that paid it: a retry of that attempt is answered the new holder's link. */
      intentoPago: { type: 'string' },
      /** A transfer's new athlete as they sent it with the payment, kept from the claim on: a payment cut short is finished by the reconciliation with it. */
      datos: { type: 'any' },
      /** Who pays, as the provider's order names its customer: the reconciliation finds the change's orders by it. */
      correoPago: { type: 'string' },
      /** Set only while a payment claims the change (with cobroDesde): the keys of the sparse index the reconciliation reads. */
      cobroAbierto: { type: ['si'] as const },
      /** The provider's order and charge, once paid. */
      ordenPago: { type: 'string' },
      idOperacion: { type: 'string' },
      /** The registration's fields as they were before the change (what the undo writes back). */
      antes: { type: 'any' },
      /** The fields the change wrote. */
      despues: { type: 'any' },
      aplicado: { type: 'string' },
      /** Paid and not applied (its modality filled meanwhile): staff refund it. */
      reembolsar: { type: 'boolean' },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['eventId', 'cambioId'] },
        sk: { field: 'sk', composite: [] },
      },
      // Every event's changes being paid, oldest claim first: few at any time, read by the reconciliation.
      openPayments: {
        index: 'gsi6',
        pk: { field: 'gsi6pk', composite: ['cobroAbierto'] },
        sk: { field: 'gsi6sk', composite: ['cobroDesde'] },
      },
    },
  },
  entityConfig,
);

export type RegistrationChangeItem = EntityItem<typeof RegistrationChangeEntity>;

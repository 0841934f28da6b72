// The payment of a participant of a priced reto: one item per athlete and reto, in the reto's
// partition, holding its current attempt (intento) and where it stands. Every change is conditioned
// on `version`, so one attempt at a time charges and an attempt's outcome is written once. Unpaid
// OXXO vouchers of every reto are findable by expiry in gsi4 (sparse: keys set only while unpaid), and
// attempts whose outcome is not known yet (charging, or their provider call failed) by start in gsi6.
import { Entity, type EntityItem } from 'electrodb';
import { retoEventIdAttribute } from './reto-event-id';
import { entityConfig, SERVICE } from './table';

export const RetoPaymentEntity = new Entity(
  {
    model: { entity: 'retoPayment', version: '1', service: SERVICE },
    attributes: {
      eventId: retoEventIdAttribute,
      userID: { type: 'string', required: true, readOnly: true },
      /**
       * en-curso: the attempt is charging; interrumpido: its provider call failed, the attempt may be
       * resumed; rechazado: refused, the code use given back; ficha: a voucher awaits its payment;
       * vencido: the voucher expired, the code use given back; pagado: the registration holds.
       */
      estado: { type: ['en-curso', 'interrumpido', 'rechazado', 'ficha', 'vencido', 'pagado'] as const, required: true },
      intento: { type: 'string', required: true },
      metodo: { type: ['card', 'oxxo_pay'] as const, required: true },
      /** When the attempt started, ISO-8601 UTC: one older than any handler runs was cut off. */
      desde: { type: 'string', required: true },
      version: { type: 'number', required: true },
      /** The athlete's access-code use was given back (a refusal, an expired voucher): paying takes one again. */
      usoDevuelto: { type: 'boolean', required: true, default: false },
      /** The provider's order of the attempt. */
      ordenPago: { type: 'string' },
      /** The provider's purchaser messages of a refusal, answered again to the same attempt. */
      mensajes: { type: 'list', items: { type: 'string' } },
      ficha: {
        type: 'map',
        properties: {
          referencia: { type: 'string', required: true },
          /** MXN cents. */
          monto: { type: 'number', required: true },
          expiraEn: { type: 'string', required: true },
        },
      },
      /** The paid charge: its id, MXN cents and when. */
      idOperacion: { type: 'string' },
      monto: { type: 'number' },
      pagadoEn: { type: 'string' },
      /** Orders paid after the registration was already paid (or could not hold): to refund. */
      reembolsar: { type: 'list', items: { type: 'string' } },
      fichaPendiente: { type: ['oxxo'] as const },
      fichaVence: { type: 'string' },
      /** Both set only while the attempt's outcome is unknown: the keys of the sparse index the reconciliation reads. */
      intentoAbierto: { type: ['si'] as const },
      abiertoDesde: { type: 'string' },
    },
    indexes: {
      byParticipant: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['userID'], casing: 'none' },
      },
      pendingVouchers: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: ['fichaPendiente'] },
        sk: { field: 'gsi4sk', composite: ['fichaVence'] },
      },
      // Every reto's attempts of unknown outcome, oldest first: few at any time, read by the reconciliation.
      openAttempts: {
        index: 'gsi6',
        pk: { field: 'gsi6pk', composite: ['intentoAbierto'] },
        sk: { field: 'gsi6sk', composite: ['abiertoDesde'] },
      },
    },
  },
  entityConfig,
);

export type RetoPaymentItem = EntityItem<typeof RetoPaymentEntity>;

// A registrant of an event (docs/registration.md §3): the public flow's draft, its payment, folio,
// mails and changes. Listed newest first (all, or by list: complete, incomplete, deleted, released),
// by e-mail, by who registered them, and (sparse) by the expiry of an unpaid OXXO voucher.
import { Entity, type EntityItem } from 'electrodb';
import { GENEROS } from '@shared/registration/registration-api';
import { REGISTRANT_LISTS } from '@shared/registration/registrant-admin-api';
import { RAMAS } from '@shared/results/ramas';
import { entityConfig, SERVICE } from './table';

const flag = { type: 'boolean', required: true, default: false } as const;

export const RegistrantEntity = new Entity(
  {
    model: { entity: 'registrant', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      /** Random and unguessable: the registration's key, and the credential of its public link until a transfer. */
      registroId: { type: 'string', required: true, readOnly: true },
      /**
       * Set by a transfer (docs/registration.md, Transfers and modality changes): the random key its new
       * holder's link carries beside the registroId (registrationLink), so the link of whoever gave it
       * away stops working; a staff undo writes back the one before (none: the registroId alone).
       */
      llave: { type: 'string' },
      /** The registration attempt (the request's intento) that created it. */
      intento: { type: 'string', required: true, readOnly: true },
      /** The folio (bib number), once the registration is complete. */
      numero: { type: 'number' },
      nombres: { type: 'string', required: true },
      apellidos: { type: 'string' },
      apellidoPaterno: { type: 'string' },
      apellidoMaterno: { type: 'string' },
      correo: { type: 'string', required: true },
      telefono: { type: 'string', required: true },
      fechaNacimiento: { type: 'string', required: true },
      genero: { type: GENEROS, required: true },
      modalidad: { type: 'string', required: true },
      rama: { type: RAMAS, required: true },
      categoria: { type: 'number', required: true },
      // What the registrant chose, as named when they chose it: mails and confirmations show these.
      descripcionModalidad: { type: 'string', required: true },
      kilometro: { type: 'number', required: true },
      nombreCategoria: { type: 'string', required: true },
      /** 'PENDIENTE' until the registration is complete, then when it was (ISO-8601 UTC). */
      fechaRegistro: { type: 'string', required: true },
      /** When the draft was stored: the order of the registrant lists. */
      serverTime: { type: 'string', required: true, readOnly: true },
      /** 'No registrado' online; the staff user's id at a point of sale. */
      usuarioRegistra: { type: 'string', required: true },
      tipoRegistro: { type: 'number', required: true },
      borrado: flag,
      liberado: flag,
      /** The folio it had until staff released it (docs/registration.md §4 Deletion: the number then reads 'Liberado'). */
      folioLiberado: { type: 'number' },
      /** Which admin list it is in (registrant-list.ts): kept with every write of statusPago, borrado or liberado. */
      lista: { type: REGISTRANT_LISTS, required: true, default: 'incompleto' },
      /** Moved on by every staff change: an edit names the revision it was made on, so two staff never overwrite each other. */
      revision: { type: 'number', required: true, default: 0 },
      /** The Order the server computed (shared/registration/order-total.ts). */
      order: { type: 'any', required: true },
      /** PaymentStatus (shared/registration/registration-api.ts). */
      statusPago: { type: 'any', required: true },
      changesRegistry: { type: 'list', items: { type: 'any' }, default: [] },
      mails: {
        type: 'list',
        default: [],
        items: {
          type: 'map',
          properties: {
            date: { type: 'string', required: true },
            subject: { type: 'string', required: true },
            tipoCorreo: { type: 'number', required: true },
          },
        },
      },
      /** Set by staff to ask for the confirmation mail again (admin issue). */
      sendMail: { type: 'boolean' },
      monedaAUsar: { type: 'string', required: true },
      monedaBase: { type: 'string', required: true },
      versionForm: { type: 'string', required: true },
      tkl: { type: 'string', required: true },
      /** Values of the configured fields, keyed by iDCampo. */
      campos: { type: 'any', required: true },
      /** The extra products chosen: codigoProducto, cantidad and their own fields' values. */
      productos: { type: 'any', required: true },
      codigoDescuento: { type: 'string' },
      /** OxxoVoucher, while or since one was issued. */
      voucher: { type: 'any' },
      /** The payment provider's order of the voucher or the card charge. */
      ordenPago: { type: 'string' },
      /** Both set only while a voucher is unpaid and not expired: the keys of the sparse expiry index. */
      pagoPendiente: { type: ['oxxo'] as const },
      voucherVence: { type: 'string' },
      /** The voucher expired unpaid: the place was returned. */
      cancelado: flag,
      /** Origin the registrant registered at (scheme and host), for the links in later mails. */
      sitio: { type: 'string', required: true },
      /** Holds one of its modality's places (counted in the occupancy quota). */
      lugarReservado: flag,
      /** Both set only while the place is held and neither a folio nor a voucher settled it: the keys of
       * the sparse index of open holds, released when a payment was cut short (the payments lifecycle's reconciliation, registration-payments.ts). */
      reservaAbierta: { type: ['si'] as const },
      reservadaDesde: { type: 'string' },
      /** The payment attempt in flight (its intento) and since when: one at a time per registrant. */
      pagoEnCurso: { type: 'string' },
      pagoDesde: { type: 'string' },
      /** Declined attempts: intento, fecha and the provider's messages. */
      pagosFallidos: { type: 'list', items: { type: 'any' }, default: [] },
      /** Paid after its voucher expired and no place was left: the payment must be refunded. */
      reembolsar: flag,
      /** A member of a group order (docs/registration.md, Group registration): the registroId of its payer's registrant, and the group's name. */
      grupoId: { type: 'string', readOnly: true },
      grupoEtiqueta: { type: 'string' },
      /** On the payer's registrant only: every member's registroId, itself first, and the group's total (GroupTotal). */
      grupoMiembros: { type: 'any', readOnly: true },
      grupoTotal: { type: 'any', readOnly: true },
      /** Registered with a place its modality's waiting list offered: its hold takes that place (places-repository.ts). */
      ofertaEspera: { type: ['si'] as const },
      /**
       * The offer its hold took (the waiting-list entry as it was, WaitlistEntryItem): a declined card or
       * a payment cut short puts it back on the list with its own expiry (places-repository.ts).
       */
      ofertaTomada: { type: 'any' },
      /** The athlete's change started and not finished (registration-change-entity.ts): one at a time. */
      cambioPendiente: { type: 'string' },
      cambioPendienteTipo: { type: ['traspaso', 'modalidad'] as const },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['registroId'] },
      },
      newestFirst: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['eventId'] },
        sk: { field: 'gsi1sk', composite: ['serverTime', 'registroId'] },
      },
      byCorreo: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['eventId', 'correo'] },
        sk: { field: 'gsi2sk', composite: ['serverTime'] },
      },
      byLista: {
        index: 'gsi5',
        pk: { field: 'gsi5pk', composite: ['eventId', 'lista'] },
        sk: { field: 'gsi5sk', composite: ['serverTime', 'registroId'] },
      },
      byUsuario: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['eventId', 'usuarioRegistra'] },
        sk: { field: 'gsi3sk', composite: ['serverTime'] },
      },
      // Every event's unpaid vouchers in one partition: few at any time, read by the expiry job.
      pendingVouchers: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: ['pagoPendiente'] },
        sk: { field: 'gsi4sk', composite: ['voucherVence'] },
      },
      // Every event's places held and not yet settled, oldest first: few at any time, read by the sweep.
      openHolds: {
        index: 'gsi6',
        pk: { field: 'gsi6pk', composite: ['reservaAbierta'] },
        sk: { field: 'gsi6sk', composite: ['reservadaDesde'] },
      },
    },
  },
  entityConfig,
);

export type RegistrantItem = EntityItem<typeof RegistrantEntity>;

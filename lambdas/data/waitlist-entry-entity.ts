// An athlete waiting for a place in a sold-out modality (docs/registration.md, Waiting list): one per
// address and modality, with the data step's data to prefill the registration an offer leads to. An
// offered place is counted in the modality's places (event-quota-entity.ts) while the entry is
// 'ofrecida'; the entry leaves the list when the registration takes that place, or its offer lapses.
import { Entity, type EntityItem } from 'electrodb';
import { WAITLIST_STATES } from '@shared/registration/waitlist-api';
import { entityConfig, SERVICE } from './table';

export const WaitlistEntryEntity = new Entity(
  {
    model: { entity: 'waitlistEntry', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      codigoModalidad: { type: 'string', required: true, readOnly: true },
      /** Lower case (waitlistCorreo): one entry per address and modality. */
      correo: { type: 'string', required: true, readOnly: true },
      /** The data step's data, as the athlete gave it (AthleteData). */
      datos: { type: 'any', required: true, readOnly: true },
      /** The list's order, lower first: the arrival instant in ms, then the organizer's moves. */
      orden: { type: 'number', required: true },
      alta: { type: 'string', required: true, readOnly: true },
      estado: { type: WAITLIST_STATES, required: true },
      /** ISO-8601 UTC, while a place is offered: then it passes on. */
      ofertaVence: { type: 'string' },
      /** SHA-256 of the key last mailed to the athlete (base64url; a new one with the offer): the table never holds a key itself. */
      claveHash: { type: 'string', required: true },
      /** Origin the athlete joined at (scheme and host), for the links of later mails. */
      sitio: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byEvent: {
        pk: { field: 'pk', composite: ['eventId'] },
        // Modality codes differ by case ('10K', '10k'): the key keeps it.
        sk: { field: 'sk', composite: ['codigoModalidad', 'correo'], casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type WaitlistEntryItem = EntityItem<typeof WaitlistEntryEntity>;

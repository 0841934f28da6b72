// A virtual event (reto, docs/retos.md §3): one item per reto, listed by its organizer and, for the
// authorized users' page, among all retos by start, newest first. Settings a reto saved before they
// existed lack are read with their defaults (toVirtualEventView).
import { Entity, type EntityItem } from 'electrodb';
import { RETO_TYPES } from '@shared/retos/virtual-event';
import { retoEventIdAttribute } from './reto-event-id';
import { entityConfig, SERVICE } from './table';
import { createdAtAttribute } from './timestamps';

export const RETO_CATALOG = 'retos';

export const VirtualEventEntity = new Entity(
  {
    model: { entity: 'virtualEvent', version: '1', service: SERVICE },
    attributes: {
      eventId: retoEventIdAttribute,
      eventName: { type: 'string', required: true },
      eventDescription: { type: 'string', required: true },
      eventStart: { type: 'string', required: true },
      eventEnd: { type: 'string', required: true },
      distance: { type: 'number', required: true },
      price: { type: 'number', required: true },
      eventType: { type: RETO_TYPES, required: true },
      admitResults: { type: 'boolean', required: true },
      eventEnded: { type: 'boolean', required: true },
      accessCodeAdmited: { type: 'number', required: true },
      /** Uses of every access code generated so far: never above accessCodeAdmited. */
      codeUsesIssued: { type: 'number', required: true, default: 0 },
      /** The last access-code generation request carried out (its intento). */
      lastCodeBatch: { type: 'string' },
      /** Participants registered so far; the last one's race number. */
      participantCount: { type: 'number', required: true, default: 0 },
      /** Raised by every configuration save (PATCH), which names the revision it was made on; absent is 0. */
      revision: { type: 'number' },
      /** /media addresses of the reto's images and audio, set once an upload is processed. */
      eventPhoto: { type: 'string' },
      raceNumberImage: { type: 'string' },
      medalImage: { type: 'string' },
      frameImage: { type: 'string' },
      certificateImage: { type: 'string' },
      startAudio: { type: 'string' },
      finishAudio: { type: 'string' },
      raceNumberWhiteBack: { type: 'boolean' },
      raceNumberFontColor: { type: 'string' },
      showMedalTime: { type: 'boolean' },
      medalFontColor: { type: 'string' },
      medalTextHorizontal: { type: 'number' },
      medalTextVertical: { type: 'number' },
      certificateFontColor: { type: 'string' },
      certificateWhiteBack: { type: 'boolean' },
      certificatePosition: { type: 'number' },
      certificatePositionVertical: { type: 'number' },
      /** The admins' settings, stored as their schemas (shared/retos/reto-owner-config.ts, reto-form.ts) parsed them. */
      photosConfig: { type: 'any' },
      categories: { type: 'any' },
      form: { type: 'any' },
      userIDCreate: { type: 'string', required: true, readOnly: true },
      athleteCreateName: { type: 'string', required: true },
      athleteCreateLastName: { type: 'string', required: true },
      athleteCreateEmail: { type: 'string', required: true },
      /** Constant (RETO_CATALOG): the partition of every reto in the by-start index. */
      catalog: { type: 'string', required: true, default: RETO_CATALOG, readOnly: true },
      createdAt: createdAtAttribute,
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: [] },
      },
      byCreator: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userIDCreate'] },
        sk: { field: 'gsi1sk', composite: ['eventStart', 'eventId'] },
      },
      byStart: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['catalog'] },
        sk: { field: 'gsi2sk', composite: ['eventStart', 'eventId'] },
      },
    },
  },
  entityConfig,
);

export type VirtualEventItem = EntityItem<typeof VirtualEventEntity>;

// A participant of a reto (docs/retos.md §3 Participant of a virtual event): one per athlete and
// reto, in the reto's partition; the athlete's own retos ('Mis eventos virtuales') in gsi1, newest
// registration first. Photos are items of their own (reto-photo-entity); the participant keeps
// what the step rules (§4) and the results read.
import { Entity, type EntityItem } from 'electrodb';
import { retoEventIdAttribute } from './reto-event-id';
import { entityConfig, SERVICE } from './table';

export const RetoParticipantEntity = new Entity(
  {
    model: { entity: 'retoParticipant', version: '1', service: SERVICE },
    attributes: {
      eventId: retoEventIdAttribute,
      userID: { type: 'string', required: true, readOnly: true },
      athleteName: { type: 'string', required: true },
      athleteLastName: { type: 'string', required: true },
      athleteEmail: { type: 'string', required: true },
      athleteGender: { type: ['M', 'F'] as const, required: true },
      /** YYYY-MM-DD. */
      athleteBirth: { type: 'string', required: true },
      raceNumber: { type: 'string', required: true, default: 'N/A' },
      category: { type: 'string', required: true, default: '' },
      /** The access code that registered the athlete. */
      eventPass: { type: 'string', required: true, readOnly: true },
      /** When the code was taken, ISO-8601 UTC. */
      registeredAt: { type: 'string', required: true, readOnly: true },
      /** Registration holds (docs/retos.md §4): at once for a free reto, once paid for a priced one. */
      active: { type: 'boolean', required: true },
      /** The reto's form as the athlete filled it (field id → answer). */
      form: { type: 'any' },
      /** The furthest step the athlete reached, raised only forward (0–4). */
      step: { type: 'number', required: true, default: 0 },
      /** HH:MM:SS; '00:00:00' until set. */
      goalTime: { type: 'string', required: true, default: '00:00:00' },
      finishTime: { type: 'string' },
      /** The finish time in seconds, for the ranking. */
      finishSeconds: { type: 'number' },
      /** When the finish time was recorded (server time), ISO-8601 UTC. */
      finishTimeDate: { type: 'string' },
      startLinePhoto: { type: 'string' },
      finishLinePhoto: { type: 'string' },
      /** Photos of type 'evidence' the athlete uploaded. */
      evidencePhotos: { type: 'number', required: true, default: 0 },
      /** The activity that proves the distance and its summary (docs/retos.md §3 garminActivitySummary). */
      activityId: { type: 'string' },
      activitySummary: { type: 'any' },
      positionAbsolute: { type: 'number', required: true, default: 0 },
      positionAbsoluteGender: { type: 'number', required: true, default: 0 },
      positionAbsoluteCategory: { type: 'number', required: true, default: 0 },
      positionRelative: { type: 'number', required: true, default: 0 },
      positionRelativeGender: { type: 'number', required: true, default: 0 },
      positionRelativeCategory: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byReto: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['userID'], casing: 'none' },
      },
      byAthlete: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userID'], casing: 'none' },
        sk: { field: 'gsi1sk', composite: ['registeredAt', 'eventId'] },
      },
    },
  },
  entityConfig,
);

export type RetoParticipantItem = EntityItem<typeof RetoParticipantEntity>;

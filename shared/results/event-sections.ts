// The structured sections of an event, each edited as one validated JSON document.
import type { z } from 'zod';
import { controlPointsSchema, modalitiesSchema, timingConfigSchema } from './event-schemas';
import { convocatoriaSchema, customStringsSchema, customViewsSchema, photoConfigSchema } from './page-schemas';

export const eventSectionSchemas = {
  modalidades: modalitiesSchema,
  puntosControl: controlPointsSchema,
  timingConfig: timingConfigSchema,
  photoConfig: photoConfigSchema,
  convocatoria: convocatoriaSchema,
  customViews: customViewsSchema,
  customStrings: customStringsSchema,
} as const;

export type EventSectionName = keyof typeof eventSectionSchemas;
export type EventSections = { [K in EventSectionName]: z.output<(typeof eventSectionSchemas)[K]> };

export const EVENT_SECTION_NAMES = Object.keys(eventSectionSchemas) as EventSectionName[];

/** What each section holds before an organizer saves it; its schema adds the defaults. */
const unsavedSections: Record<EventSectionName, unknown> = {
  modalidades: [],
  puntosControl: [],
  timingConfig: {},
  photoConfig: {},
  convocatoria: {},
  customViews: [],
  customStrings: {},
};

/** Every section, parsed again so that fields a schema gained after the save get their defaults. */
export function withSectionDefaults(saved: Partial<Record<EventSectionName, unknown>>): EventSections {
  const entries = EVENT_SECTION_NAMES.map((name) => [name, eventSectionSchemas[name].parse(saved[name] ?? unsavedSections[name])]);
  return Object.fromEntries(entries) as EventSections;
}

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

// The form a path names, `{grupo}`: one of the event's field groups (registry configuration's
// gruposFormularios), whose name is the form's id. 404 in Spanish for an unknown event or group.
import type { FormField } from '@shared/registration/registry-config-schema';
import { formIdSchema } from '@shared/sites/form-submission-api';
import { formApiMessages } from '@shared/sites/form-submission-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';
import type { EventItem } from '@lambdas/data/event-entity';
import { getRegistryConfig } from '@lambdas/registration/config/registry-config-repository';
import { eventNotFound } from '@lambdas/events/event-path';
import { getEvent } from '@lambdas/events/events-repository';

const formNotFound = () => new HttpError(404, 'FORM_NOT_FOUND', formApiMessages.formNotFound);

/** The path's group name, whether the gateway decoded it already or not ('100%' is one already). */
function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function formIdOf(event: HttpEvent): string {
  const parsed = formIdSchema.safeParse(decoded(event.pathParameters?.grupo ?? ''));
  if (!parsed.success) throw formNotFound();
  return parsed.data;
}

export interface EventForm {
  event: EventItem;
  fields: FormField[];
}

export async function eventForm(eventId: number, formId: string): Promise<EventForm> {
  const [event, config] = await Promise.all([getEvent(eventId), getRegistryConfig(eventId)]);
  if (!event) throw eventNotFound();
  const fields = config && Object.hasOwn(config.gruposFormularios, formId) ? config.gruposFormularios[formId] : undefined;
  if (!fields) throw formNotFound();
  return { event, fields };
}

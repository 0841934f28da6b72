// The server's check of a form section's submission against the event's field group, with the rules
// the registration uses for the same fields (required, each answer of its field's type, options,
// lengths, regexes): only the fields the public fills count; anything else the browser sends (a
// field hidden from the public, one the organizer removed meanwhile) is dropped, never stored.
import { checkAnswers, inputFields, type FieldValue } from '@shared/registration/form-fields';
import type { FormField } from '@shared/registration/registry-config-schema';

/** The fields of a group a visitor fills, in the group's order. */
export const formInputFields = (group: FormField[]): FormField[] => inputFields([group.toSorted((a, b) => a.order - b.order)], 'publico');

export type SubmissionCheck = { ok: true; values: Record<string, FieldValue> } | { ok: false; errors: Record<string, string> } | { ok: false; empty: true };

export function checkSubmission(group: FormField[], campos: Record<string, FieldValue>): SubmissionCheck {
  const { values, errors } = checkAnswers(formInputFields(group), campos);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (Object.keys(values).length === 0) return { ok: false, empty: true };
  return { ok: true, values };
}

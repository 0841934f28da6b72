// The configured form fields as a form in the browser checks them (docs/registration.md §3 Form field
// definition, §5 Generic form rules); the checks are the server's own (shared/registration/form-fields.ts).
// The fields given are those shown to whoever fills the form already.
import { carriesValue, checkFields, type FieldValue } from '@shared/registration/form-fields';
import type { FormField } from '@shared/registration/registry-config-schema';

/** A form's values, keyed by iDCampo. */
export type FieldValues = Record<string, FieldValue>;

const checked = (fields: FormField[], values: FieldValues) => checkFields(fields.filter(carriesValue), values);

/** The message a value earns, or null when it passes. */
export function fieldError(field: FormField, value: FieldValues[string] | undefined): string | null {
  return checked([field], value === undefined ? {} : { [field.iDCampo]: value }).errors[field.iDCampo] ?? null;
}

export function firstInvalidField(fields: FormField[], values: FieldValues): FormField | null {
  const { errors } = checked(fields, values);
  return fields.find((field) => errors[field.iDCampo] !== undefined) ?? null;
}

/** What the request carries: only the fields shown, numbers as numbers (docs/results.md §5). */
export function fieldValuesToSend(fields: FormField[], values: FieldValues): FieldValues {
  return checked(fields, values).values;
}

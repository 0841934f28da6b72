// Bridges between react-hook-form errors, Amplify UI fields and the API's field errors.
import type { FieldError, FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** What a field component gets from its form: the registration and the field's error. */
export interface FieldBinding {
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

/** Props an Amplify UI field needs to show a react-hook-form error. */
export function fieldErrorProps(error: FieldError | undefined) {
  return { hasError: error !== undefined, errorMessage: error?.message };
}

/**
 * Puts the API's `fields` messages (400 VALIDATION) on the matching form fields. `rename` maps a
 * contract field to the form field that shows it. Answers whether any field took a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
  rename: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiError) || !error.body.fields) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.body.fields)) {
    const target = rename[field] ?? formFields.find((name) => name === field);
    if (target) {
      setError(target, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

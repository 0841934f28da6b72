// Every message of a react-hook-form error tree with the path of its field, for a form's summary of
// what to fix (fields inside a closed panel or a list's own rule have no input to show theirs).
import type { FieldErrors } from 'react-hook-form';

export interface ErrorLine {
  path: string;
  message: string;
}

export function errorLines(errors: FieldErrors, prefix = ''): ErrorLine[] {
  return Object.entries(errors).flatMap(([key, value]): ErrorLine[] => {
    if (typeof value !== 'object' || value === null || key === 'ref') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const own = typeof value.message === 'string' && value.message ? [{ path, message: value.message }] : [];
    return [...own, ...errorLines(value as FieldErrors, path)];
  });
}

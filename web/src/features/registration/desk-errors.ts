// Where the desk form shows the server's field messages (400 `fields`): a configured field's next to
// it, the code's under the code, and any other (the athlete's data, a product's form) in the summary.
import { ApiError } from '@web/lib/api-client';

const FIELD_PREFIX = 'campos.';
const CODE = 'codigoDescuento';

export interface DeskErrors {
  /** The summary shown above 'Registrar'. */
  message: string | null;
  /** By iDCampo. */
  campos: Record<string, string>;
  codigo?: string;
  /** Messages of fields the form shows elsewhere. */
  others: string[];
}

export const noDeskErrors: DeskErrors = { message: null, campos: {}, others: [] };

export function deskErrorsOf(error: unknown, message: string): DeskErrors {
  const fields = error instanceof ApiError ? (error.body.fields ?? {}) : {};
  const placed: DeskErrors = { message, campos: {}, others: [] };
  for (const [path, text] of Object.entries(fields)) {
    if (path === CODE) placed.codigo = text;
    else if (path.startsWith(FIELD_PREFIX)) placed.campos[path.slice(FIELD_PREFIX.length)] = text;
    else placed.others.push(text);
  }
  return placed;
}

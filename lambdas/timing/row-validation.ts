// Validates each record of a batch on its own, naming the rejected ones by index with a Spanish reason.
import { z } from 'zod';

export interface Rejection {
  index: number;
  reason: string;
}

export interface Validated<T> {
  valid: { index: number; value: T }[];
  rejected: Rejection[];
}

// Zod's own texts in Spanish for the checks the schemas do not word themselves.
const spanish = z.locales.es().localeError;

export function reasonOf(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

export function validateEach<S extends z.ZodType>(schema: S, records: unknown[]): Validated<z.output<S>> {
  const result: Validated<z.output<S>> = { valid: [], rejected: [] };
  records.forEach((record, index) => {
    const parsed = schema.safeParse(record, { error: spanish });
    if (parsed.success) result.valid.push({ index, value: parsed.data });
    else result.rejected.push({ index, reason: reasonOf(parsed.error) });
  });
  return result;
}

/** Keeps the first valid record of each key; the later ones are rejected with `reason`. */
export function firstOfEach<T>({ valid, rejected }: Validated<T>, keyOf: (value: T) => string, reason: string): Validated<T> {
  const seen = new Set<string>();
  const kept: Validated<T>['valid'] = [];
  const repeated: Rejection[] = [];
  for (const record of valid) {
    if (seen.has(keyOf(record.value))) repeated.push({ index: record.index, reason });
    else kept.push(record);
    seen.add(keyOf(record.value));
  }
  return { valid: kept, rejected: [...rejected, ...repeated].sort((a, b) => a.index - b.index) };
}

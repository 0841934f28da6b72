// The schema's messages beside the fields that fail it: a document (a section, the site) is checked as
// it is typed, and each field asks for the first message at its own path. An empty field that fails
// is a required one, so it says the spec's 'Campo requerido' whatever the schema's rule for its shape.
import type { z } from 'zod';
import { siteMessages } from '@shared/sites/site-texts';

/** The props an Amplify UI field takes to show its problem. */
export interface FieldProblem {
  hasError: boolean;
  errorMessage?: string;
}

/** The problem of the field at a dotted path ('boxes.0.image'), if any. */
export type ProblemAt = (path: string) => FieldProblem;

const NO_PROBLEM: FieldProblem = { hasError: false };

function valueAt(document: unknown, path: string): unknown {
  let value = document;
  for (const step of path.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[step] : undefined;
  return value;
}

export function problemsOf(schema: z.ZodType, document: unknown): ProblemAt {
  const messages = new Map<string, string>();
  for (const issue of schema.safeParse(document).error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    if (!messages.has(path)) messages.set(path, issue.message);
  }
  return (path) => {
    const message = messages.get(path);
    if (message === undefined) return NO_PROBLEM;
    const value = valueAt(document, path);
    return { hasError: true, errorMessage: typeof value === 'string' && value.trim() === '' ? siteMessages.required : message };
  };
}

// A JSON editor's check before anything is sent (an event section, a reto's admin panels): the text
// must be JSON, and the JSON must have its shape (the same zod schema the API parses with).
import type { z } from 'zod';
import es from 'zod/v4/locales/es.js';
import { consoleTexts } from '@shared/results/console-texts';
import { eventSectionSchemas, type EventSectionName } from '@shared/results/event-sections';
import { locateJsonError } from './json-error-location';

/** `json`: the text does not parse; `shape`: it parses but does not fit the section's schema. */
export type SectionProblems = { kind: 'json' | 'shape'; lines: string[] };
export type SectionCheck = { ok: true; data: unknown } | { ok: false; problems: SectionProblems };

// Schema messages the contracts leave to zod come out in Spanish too.
const spanishErrors = { error: es().localeError };

function jsonProblem(text: string, error: unknown): string {
  const location = locateJsonError(text);
  if (location) return consoleTexts.invalidJson(location.line, location.column, location.detail);
  return consoleTexts.invalidJsonUnlocated(error instanceof Error ? error.message : String(error));
}

/** A path the way the API's field errors name it: `0.hSalidas.1.hS`. */
export function problemLine(path: string, message: string): string {
  return `${path || consoleTexts.rootPath}: ${message}`;
}

export function checkSectionJson(section: EventSectionName, text: string): SectionCheck {
  return checkJsonWith(eventSectionSchemas[section], text);
}

/** The text's JSON when it fits `schema`, as written (the API applies the schema's defaults). */
export function checkJsonWith(schema: z.ZodType, text: string): SectionCheck {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: { kind: 'json', lines: [jsonProblem(text, error)] } };
  }
  const parsed = schema.safeParse(data, spanishErrors);
  if (parsed.success) return { ok: true, data };
  const lines = parsed.error.issues.map((issue) => problemLine(issue.path.join('.'), issue.message));
  return { ok: false, problems: { kind: 'shape', lines } };
}

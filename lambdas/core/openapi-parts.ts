// The parts the platform's OpenAPI documents (the timing API's, the open results feed's) are built
// from: JSON Schemas made from the same zod schemas the handlers parse with or answer by, references
// to them, and the Spanish {code, message} every error answers.
import { z } from 'zod';
import type { ApiErrorBody } from '@shared/core/api-error';

export const errorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
}) satisfies z.ZodType<ApiErrorBody>;

/** Request bodies are documented as callers write them (defaults optional), answers as sent. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const json = (schema: object) => ({ 'application/json': { schema } });

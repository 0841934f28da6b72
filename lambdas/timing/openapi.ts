// The timing API's OpenAPI 3.1 document, generated from the same zod schemas the handlers parse with.
import { z } from 'zod';
import { timingApiDocTexts as texts } from '@shared/timing/timing-texts';
import { resultRowSchema } from '@shared/results/result-row';
import { MAX_READS_PER_BATCH, readSchema, startListEntrySchema, type IngestAnswer } from '@shared/timing/timing-schemas';
import type { StartListAnswer } from '@shared/timing/manual-timing-schemas';
import { errorSchema, json, jsonSchema, ref } from '@lambdas/core/openapi-parts';
import { MAX_ATHLETES_PER_REQUEST, MAX_RESULTS_PER_REQUEST, type StoredAnswer } from './record-uploads';

const rejectionSchema = z.object({ index: z.number().int().min(0), reason: z.string() });
const ingestAnswerSchema = z.object({
  accepted: z.number().int().min(0),
  duplicates: z.number().int().min(0),
  rejected: z.array(rejectionSchema),
}) satisfies z.ZodType<IngestAnswer>;
const startListAnswerSchema = z.object({
  athletes: z.array(z.object({ bib: z.string(), nombre: z.string(), modalidad: z.string() })),
}) satisfies z.ZodType<StartListAnswer>;
const storedAnswerSchema = z.object({ stored: z.number().int().min(0), rejected: z.array(rejectionSchema) }) satisfies z.ZodType<StoredAnswer>;
const listBody = (list: string, item: string, max: number) => ({ type: 'object', required: [list], properties: { [list]: { type: 'array', maxItems: max, items: ref(item) } } });
const csvBody = (example: string) => ({ 'text/csv': { schema: { type: 'string' }, example } });

const errors = {
  400: { description: texts.badRequest, content: json(ref('Error')) },
  401: { description: texts.unauthorized, content: json(ref('Error')) },
  404: { description: texts.notFound, content: json(ref('Error')) },
};

function timingOperation(operationId: string, description: string, content: object | null, answer: string, answerText: string) {
  return {
    operationId,
    description,
    security: [{ apiKey: [] }],
    parameters: [{ name: 'eventId', in: 'path', required: true, description: texts.eventId, schema: { type: 'integer', minimum: 1 } }],
    ...(content ? { requestBody: { required: true, content } } : {}),
    responses: { 200: { description: answerText, content: json(ref(answer)) }, ...errors },
  };
}

export function timingOpenApi() {
  return {
    openapi: '3.1.0',
    info: { title: texts.title, version: '1.0.0', description: texts.description },
    paths: {
      '/api/timing/events/{eventId}/reads': {
        post: timingOperation(
          'postReads',
          texts.reads,
          { ...json(listBody('reads', 'Read', MAX_READS_PER_BATCH)), ...csvBody('readId,bib,chip,point,time,lap\n,101,,META,2026-03-01T08:42:13.250-06:00,1\n') },
          'IngestAnswer',
          texts.ingestAnswer,
        ),
      },
      '/api/timing/events/{eventId}/athletes': {
        get: timingOperation('getAthletes', texts.startList, null, 'StartListAnswer', texts.startListAnswer),
        put: timingOperation(
          'putAthletes',
          texts.athletes,
          { ...json(listBody('athletes', 'StartListEntry', MAX_ATHLETES_PER_REQUEST)), ...csvBody('bib,chip,nombre,apellidos,rama,fechaNacimiento,categoria,modalidad,serie,equipo\n101,E2001,Ana,"López, Ruiz",F,1990-05-02,,10K,A,Lobos de Chapultepec\n') },
          'StoredAnswer',
          texts.storedAnswer,
        ),
      },
      '/api/timing/events/{eventId}/results': {
        put: timingOperation('putResults', texts.results, json(listBody('results', 'ResultRow', MAX_RESULTS_PER_REQUEST)), 'StoredAnswer', texts.storedAnswer),
      },
      '/api/timing/openapi.json': {
        get: { operationId: 'getOpenApi', responses: { 200: { description: texts.openApi, content: json({ type: 'object' }) } } },
      },
    },
    components: {
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: texts.apiKey } },
      schemas: {
        Read: jsonSchema(readSchema, 'input'),
        StartListEntry: jsonSchema(startListEntrySchema, 'input'),
        ResultRow: jsonSchema(resultRowSchema, 'input'),
        IngestAnswer: jsonSchema(ingestAnswerSchema, 'output'),
        StoredAnswer: jsonSchema(storedAnswerSchema, 'output'),
        StartListAnswer: jsonSchema(startListAnswerSchema, 'output'),
        Error: jsonSchema(errorSchema, 'output'),
      },
    },
  };
}

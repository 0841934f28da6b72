// The open results feed's OpenAPI 3.1 document (docs/results.md 'The open results feed'), its answers
// described from the same zod schemas the handlers build them by; served at /api/feed/v1/openapi.json.
import { FEED_FORMATS, FEED_PREFIX } from '@shared/results/feed-api';
import { feedAthleteSchema, feedEventSchema, feedPassesSchema, feedStandingsSchema } from '@shared/results/feed-schemas';
import { feedApiDocTexts as texts } from '@shared/results/feed-texts';
import { BIB_MAX_LENGTH, RESULT_VIEWS } from '@shared/results/result-row';
import { errorSchema, json, jsonSchema, ref } from '@lambdas/core/openapi-parts';

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; description: string; schema: object };

const eventId: Parameter = { name: 'eventId', in: 'path', required: true, description: texts.eventId, schema: { type: 'integer', minimum: 1 } };
const formato: Parameter = { name: 'formato', in: 'query', description: texts.formato, schema: { type: 'string', enum: [...FEED_FORMATS], default: 'json' } };
const ifNoneMatch: Parameter = { name: 'If-None-Match', in: 'header', description: texts.notModified, schema: { type: 'string' } };
const page: Parameter = { name: 'page', in: 'query', description: texts.page, schema: { type: 'integer', minimum: 1, default: 1 } };
const modalidad = (required: boolean): Parameter => ({ name: 'modalidad', in: 'query', required, description: texts.modalidad, schema: { type: 'string', maxLength: 20 } });

const etagHeader = { ETag: { description: texts.notModified, schema: { type: 'string' } } };

const errors = {
  304: { description: texts.notModified, headers: etagHeader },
  400: { description: texts.badRequest, content: json(ref('Error')) },
  404: { description: texts.notFound, content: json(ref('Error')) },
  429: { description: texts.tooMany, content: json(ref('Error')) },
};

function feedOperation(operationId: string, description: string, parameters: Parameter[], answer: string, csv: boolean) {
  const content = { ...json(ref(answer)), ...(csv ? { 'text/csv': { schema: { type: 'string', description: texts.csv } } } : {}) };
  return {
    get: {
      operationId,
      description,
      parameters: [eventId, ...parameters, ...(csv ? [formato] : []), ifNoneMatch],
      responses: { 200: { description, headers: etagHeader, content }, ...errors },
    },
  };
}

export function feedOpenApi() {
  return {
    openapi: '3.1.0',
    info: { title: texts.title, version: '1.0.0', description: texts.description },
    paths: {
      [`${FEED_PREFIX}/events/{eventId}`]: feedOperation('getFeedEvent', texts.event, [], 'FeedEvent', false),
      [`${FEED_PREFIX}/events/{eventId}/standings`]: feedOperation(
        'getFeedStandings',
        texts.standings,
        [
          modalidad(true),
          { name: 'view', in: 'query', required: true, description: texts.view, schema: { type: 'string', enum: [...RESULT_VIEWS] } },
          { name: 'group', in: 'query', description: texts.group, schema: { type: 'string', maxLength: 20 } },
          page,
        ],
        'FeedStandings',
        true,
      ),
      [`${FEED_PREFIX}/events/{eventId}/passes`]: feedOperation(
        'getFeedPasses',
        texts.passes,
        [modalidad(false), { name: 'filtro', in: 'query', description: texts.filtro, schema: { type: 'integer', minimum: 0 } }],
        'FeedPasses',
        true,
      ),
      [`${FEED_PREFIX}/events/{eventId}/athletes/{bib}`]: feedOperation(
        'getFeedAthlete',
        texts.athlete,
        [{ name: 'bib', in: 'path', required: true, description: texts.bib, schema: { type: 'string', maxLength: BIB_MAX_LENGTH } }],
        'FeedAthlete',
        true,
      ),
      [`${FEED_PREFIX}/events/{eventId}/widget`]: {
        get: {
          operationId: 'getFeedWidget',
          description: texts.widget,
          parameters: [eventId, modalidad(false), { name: 'lista', in: 'query', description: texts.lista, schema: { type: 'string', maxLength: 60 } }, page],
          responses: { 200: { description: texts.widget, content: { 'text/html': { schema: { type: 'string' } } } }, ...errors },
        },
      },
      [`${FEED_PREFIX}/openapi.json`]: {
        get: { operationId: 'getFeedOpenApi', responses: { 200: { description: texts.openApi, content: json({ type: 'object' }) } } },
      },
    },
    components: {
      schemas: {
        FeedEvent: jsonSchema(feedEventSchema, 'output'),
        FeedStandings: jsonSchema(feedStandingsSchema, 'output'),
        FeedPasses: jsonSchema(feedPassesSchema, 'output'),
        FeedAthlete: jsonSchema(feedAthleteSchema, 'output'),
        Error: jsonSchema(errorSchema, 'output'),
      },
    },
  };
}

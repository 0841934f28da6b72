// Wraps an HTTP route function in middy: logs and metrics first (observability.ts; every log line
// carries the request ids and the event id of the path), JSON in, zod-validated, JSON out, errors
// mapped last.
import middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2 } from 'aws-lambda';
import { ZodError, type z } from 'zod';
import { messages } from '@shared/core/messages';
import { requestMessages } from '@shared/core/request-messages';
import '@shared/core/zod-spanish';
import { HttpError } from './http-error';
import { logger, observabilityMiddlewares } from './observability';
import { isOversizedItem } from './oversized-item';
import { requireEdge } from './origin-check';
import { nonFiniteNumberPath } from './non-finite-numbers';
import { forbiddenTextPath } from './text-characters';
import { unknownKeyPaths, type KeyPath } from './unknown-keys';
import { isServiceUnavailable, outOfTime } from './service-unavailable';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;

export interface HttpReply {
  statusCode?: number;
  /** Sent as JSON; a Buffer is a file, sent as its bytes (give its content-type in `headers`). */
  body?: unknown;
  headers?: Record<string, string>;
}

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function reply(result: HttpReply): APIGatewayProxyResultV2 {
  if (Buffer.isBuffer(result.body)) {
    // API Gateway turns a body marked base64 back into the bytes it encodes.
    return {
      statusCode: result.statusCode ?? 200,
      headers: { 'cache-control': 'no-store', ...result.headers },
      body: result.body.toString('base64'),
      isBase64Encoded: true,
    };
  }
  return {
    statusCode: result.statusCode ?? 200,
    headers: { ...jsonHeaders, ...result.headers },
    body: result.body === undefined ? '' : JSON.stringify(result.body),
  };
}

/** A field's name in an answer's `fields`: its path, '_' for the whole body. */
const fieldName = (path: KeyPath) => path.join('.') || '_';

/** The JSON value of the body: 400 when there is none or it is not JSON, or when a number in it is too large to be one (1e400). */
function bodyValue(event: HttpEvent): unknown {
  const text = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  if (text.trim() === '') throw new HttpError(400, 'EMPTY_BODY', requestMessages.emptyRequest);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'INVALID_JSON', messages.invalidRequest);
  }
  const infinite = nonFiniteNumberPath(raw);
  if (infinite) throw new HttpError(400, 'NUMBER_OUT_OF_RANGE', messages.numberOutOfRange, { [fieldName(infinite)]: messages.numberOutOfRange });
  return raw;
}

function parsedWith<S extends z.ZodType>(raw: unknown, schema: S): z.output<S> {
  const parsed = schema.parse(raw);
  const badText = forbiddenTextPath(parsed);
  if (badText) throw new HttpError(400, 'INVALID_CHARACTERS', requestMessages.invalidCharacters, { [fieldName(badText)]: requestMessages.invalidCharacters });
  return parsed;
}

/**
 * Parses the JSON body with a schema, turning every failure into a 400 with per-field messages; a text
 * the schema lets through that holds a control character or half a UTF-16 pair is refused too, before
 * anything is stored (text-characters.ts), where a schema has no message of its own for it. A
 * missing body is refused rather than read as `{}`: a whole-document PUT would otherwise store the
 * schema's defaults over what the organizer wrote.
 */
export function parseBody<S extends z.ZodType>(event: HttpEvent, schema: S): z.output<S> {
  return parsedWith(bodyValue(event), schema);
}

/** How many unknown keys an answer names; the rest are counted. */
const NAMED_UNKNOWN_KEYS = 5;
/** A key is named by its first characters: a body may carry one of a megabyte. */
const NAMED_KEY_LENGTH = 60;

const shortName = (path: KeyPath) => {
  const name = fieldName(path);
  return name.length > NAMED_KEY_LENGTH ? `${name.slice(0, NAMED_KEY_LENGTH)}…` : name;
};

/**
 * parseBody for a document that replaces a stored one (a configuration, a section, an organizer web:
 * docs/decisions.md, "Inputs"): it is also refused, naming them, when it carries keys its schema does
 * not know, so a misspelt or mangled key never reads as an absent one whose default replaces what
 * was stored. What is stored is replaced only by a body that parses completely.
 */
export function parseDocumentBody<S extends z.ZodType>(event: HttpEvent, schema: S): z.output<S> {
  const raw = bodyValue(event);
  const unknown = unknownKeyPaths(schema, raw);
  if (unknown.length > 0) {
    const named = unknown.slice(0, NAMED_UNKNOWN_KEYS).map(shortName);
    const fields = Object.fromEntries(named.map((name) => [name, requestMessages.unknownField]));
    throw new HttpError(400, 'UNKNOWN_FIELDS', requestMessages.unknownFields(named, unknown.length - named.length), fields);
  }
  return parsedWith(raw, schema);
}

function fieldMessages(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** When a client may try again: throttling passes within seconds, and the local cloud restarts DynamoDB Local in about as long. */
const UNAVAILABLE_RETRY_SECONDS = 10;

function errorReply(error: unknown): APIGatewayProxyResultV2 {
  if (error instanceof HttpError) return reply({ statusCode: error.statusCode, body: error.toBody(), headers: error.headers });
  if (error instanceof ZodError) {
    return reply({
      statusCode: 400,
      body: { code: 'VALIDATION', message: messages.invalidRequest, fields: fieldMessages(error) },
    });
  }
  if (isOversizedItem(error)) return reply({ statusCode: 413, body: { code: 'TOO_LARGE', message: requestMessages.tooLarge } });
  if (isServiceUnavailable(error)) {
    logger.warn('Service unavailable', error as Error);
    return reply({ statusCode: 503, body: { code: 'UNAVAILABLE', message: requestMessages.serviceUnavailable }, headers: { 'retry-after': String(UNAVAILABLE_RETRY_SECONDS) } });
  }
  logger.error('Unhandled error', error as Error);
  return reply({ statusCode: 500, body: { code: 'INTERNAL', message: messages.unexpected } });
}

/** The API's own request id, and the event the path names, in every log line of the request. */
const requestKeys: middy.MiddlewareObj<HttpEvent, APIGatewayProxyResultV2> = {
  before: ({ event }) => {
    const eventId = event.pathParameters?.eventId;
    logger.appendKeys({ apiRequestId: event.requestContext?.requestId, ...(eventId ? { eventId } : {}) });
  },
};

export interface HttpHandlerOptions {
  /** Headers every answer carries, refusals included (the open feed's CORS: a widget reads its errors too). */
  headers?: Record<string, string>;
}

export function httpHandler(route: (event: HttpEvent) => Promise<HttpReply>, options: HttpHandlerOptions = {}) {
  const withHeaders = (response: APIGatewayProxyResultV2): APIGatewayProxyResultV2 =>
    options.headers && typeof response === 'object' ? { ...response, headers: { ...options.headers, ...response.headers } } : response;
  return middy<HttpEvent, APIGatewayProxyResultV2>({ timeoutEarlyResponse: outOfTime })
    .use(observabilityMiddlewares())
    .use(requestKeys)
    .before((request) => requireEdge(request.event))
    .handler(async (event) => withHeaders(reply(await route(event))))
    .onError(async (request) => {
      request.response = withHeaders(errorReply(request.error));
    });
}

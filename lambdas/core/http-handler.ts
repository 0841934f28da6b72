// Wraps an HTTP route function in middy: logs and metrics first (observability.ts; every log line
// carries the request ids and the event id of the path), JSON in, zod-validated, JSON out, errors
// mapped last.
import middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2 } from 'aws-lambda';
import { ZodError, type z } from 'zod';
import { messages } from '@shared/core/messages';
import '@shared/core/zod-spanish';
import { HttpError } from './http-error';
import { logger, observabilityMiddlewares } from './observability';
import { isOversizedItem } from './oversized-item';
import { requireEdge } from './origin-check';
import { forbiddenTextPath } from './text-characters';
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

/**
 * Parses the JSON body with a schema, turning every failure into a 400 with per-field messages; a text
 * the schema lets through that holds a control character or half a UTF-16 pair is refused too, before
 * anything is stored (text-characters.ts), where a schema has no message of its own for it. A
 * missing body is refused rather than read as `{}`: a whole-document PUT would otherwise store the
 * schema's defaults over what the organizer wrote.
 */
export function parseBody<S extends z.ZodType>(event: HttpEvent, schema: S): z.output<S> {
  const text = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  if (text.trim() === '') throw new HttpError(400, 'EMPTY_BODY', messages.emptyRequest);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'INVALID_JSON', messages.invalidRequest);
  }
  const parsed = schema.parse(raw);
  const badText = forbiddenTextPath(parsed);
  if (badText) throw new HttpError(400, 'INVALID_CHARACTERS', messages.invalidCharacters, { [badText.join('.') || '_']: messages.invalidCharacters });
  return parsed;
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
  if (isOversizedItem(error)) return reply({ statusCode: 413, body: { code: 'TOO_LARGE', message: messages.tooLarge } });
  if (isServiceUnavailable(error)) {
    logger.warn('Service unavailable', error as Error);
    return reply({ statusCode: 503, body: { code: 'UNAVAILABLE', message: messages.serviceUnavailable }, headers: { 'retry-after': String(UNAVAILABLE_RETRY_SECONDS) } });
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

export function httpHandler(route: (event: HttpEvent) => Promise<HttpReply>) {
  return middy<HttpEvent, APIGatewayProxyResultV2>({ timeoutEarlyResponse: outOfTime })
    .use(observabilityMiddlewares())
    .use(requestKeys)
    .before((request) => requireEdge(request.event))
    .handler(async (event) => reply(await route(event)))
    .onError(async (request) => {
      request.response = errorReply(request.error);
    });
}

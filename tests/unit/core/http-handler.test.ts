import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { httpHandler, parseBody, parseDocumentBody, type HttpEvent } from '@lambdas/core/http-handler';

const schema = z.object({ nombre: z.string().default('sin nombre') });

/** A route that stores what it parsed, or fails as its store does. */
const route = (failure?: Error) =>
  httpHandler(async (event) => {
    const parsed = parseBody(event, schema);
    if (failure) throw failure;
    return { body: parsed };
  });

async function call(body: string | undefined, failure?: Error, isBase64Encoded = false) {
  const event = { body, isBase64Encoded, requestContext: {} } as unknown as HttpEvent;
  const answer = (await route(failure)(event, {} as Context)) as { statusCode: number; body: string };
  return { status: answer.statusCode, body: JSON.parse(answer.body) as unknown };
}

/** DynamoDB's refusal as ElectroDB hands it on: its own error with the SDK's as the cause. */
function fromDynamoDb(message: string): Error {
  const refusal = Object.assign(new Error(message), { name: 'ValidationException' });
  return new Error('Error thrown by DynamoDB client', { cause: refusal });
}

describe('parseBody', () => {
  it.each<[string, string | undefined, boolean, string, string]>([
    ['a missing body, instead of reading it as {}', undefined, false, 'EMPTY_BODY', 'La solicitud no trae datos'],
    ['an empty body', '', false, 'EMPTY_BODY', 'La solicitud no trae datos'],
    ['a body of blanks', ' \n\t', false, 'EMPTY_BODY', 'La solicitud no trae datos'],
    ['an empty body sent as binary', '', true, 'EMPTY_BODY', 'La solicitud no trae datos'],
    ['a body that is not JSON', 'nombre=Ana', false, 'INVALID_JSON', 'Datos inválidos, revisa el formulario'],
  ])('refuses %s with a 400 in Spanish', async (_, body, binary, code, message) => {
    expect(await call(body, undefined, binary)).toEqual({ status: 400, body: { code, message } });
  });

  it.each([
    ['a NUL', '{"nombre":"Ana\\u0000"}'],
    ['a control character', '{"nombre":"Carrera\\u001b[31m"}'],
    ['half of a UTF-16 pair', '{"nombre":"\\ud800x"}'],
    ['a lone second half', '{"nombre":"\\udc00"}'],
  ])('refuses a text with %s with a 400 naming its field', async (_, body) => {
    expect(await call(body)).toEqual({ status: 400, body: { code: 'INVALID_CHARACTERS', message: 'El texto contiene caracteres no válidos', fields: { nombre: 'El texto contiene caracteres no válidos' } } });
  });

  it('takes tabs, line breaks, accents and characters beyond the basic plane', async () => {
    const text = 'Línea 1\n\tÑandú 🏃‍♀️ 𝒜';
    expect(await call(JSON.stringify({ nombre: text }))).toEqual({ status: 200, body: { nombre: text } });
  });

  it('reads a JSON body sent as binary', async () => {
    expect(await call(Buffer.from('{"nombre":"Ana"}').toString('base64'), undefined, true)).toEqual({ status: 200, body: { nombre: 'Ana' } });
  });

  it.each([
    ['under a key the schema drops', '{"nombre":"Ana","a":1e400}', 'a'],
    ['deep in a list', '{"nombre":"Ana","otros":[1,{"b":[-1e999]}]}', 'otros.1.b.0'],
    ['in a known field', '{"nombre":1e400}', 'nombre'],
  ])('refuses a number too large for a double %s with a 400 naming it', async (_, body, field) => {
    expect(await call(body)).toEqual({ status: 400, body: { code: 'NUMBER_OUT_OF_RANGE', message: 'Número fuera del rango permitido', fields: { [field]: 'Número fuera del rango permitido' } } });
  });

  it('reads a body nested 100,000 deep without running out of stack', async () => {
    const deep = `{"nombre":"Ana","a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(await call(deep)).toEqual({ status: 200, body: { nombre: 'Ana' } });
  });
});

describe('parseDocumentBody', () => {
  const document = z.object({ nombre: z.string().default('sin nombre'), lista: z.array(z.object({ a: z.number() })).default([]) });
  const documentRoute = httpHandler(async (event) => ({ body: parseDocumentBody(event, document) }));

  async function save(body: string) {
    const event = { body, isBase64Encoded: false, requestContext: {} } as unknown as HttpEvent;
    const answer = (await documentRoute(event, {} as Context)) as { statusCode: number; body: string };
    return { status: answer.statusCode, body: JSON.parse(answer.body) as unknown };
  }

  it('refuses a misspelt key, naming it with its trailing blank, instead of storing the defaults', async () => {
    expect(await save('{"nombre ":"Ana"}')).toEqual({ status: 400, body: { code: 'UNKNOWN_FIELDS', message: 'Campo no reconocido: "nombre "', fields: { 'nombre ': 'Campo no reconocido' } } });
  });

  it('names keys at any depth, five at most, and counts the rest', async () => {
    const body = JSON.stringify({ lista: [{ a: 1, b: 2 }], c: 1, d: 2, e: 3, f: 4, g: 5 });
    const answer = await save(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'UNKNOWN_FIELDS', message: 'Campos no reconocidos: "lista.0.b", "c", "d", "e", "f" y 1 más' });
    expect(Object.keys((answer.body as { fields: object }).fields)).toEqual(['lista.0.b', 'c', 'd', 'e', 'f']);
  });

  it('names a key of a megabyte by its first 60 characters', async () => {
    const answer = await save(JSON.stringify({ ['x'.repeat(1024 * 1024)]: 1 }));
    expect(answer.body).toMatchObject({ message: `Campo no reconocido: "${'x'.repeat(60)}…"` });
  });

  it('refuses a body of unknown keys only, even one a plain parse would read as all defaults', async () => {
    expect(await save('{"\ufffd":{}}')).toMatchObject({ status: 400, body: { code: 'UNKNOWN_FIELDS', message: 'Campo no reconocido: "\ufffd"' } });
  });

  it('stores a body that parses completely, an explicit empty document included', async () => {
    expect(await save('{"nombre":"Ana","lista":[{"a":1}]}')).toEqual({ status: 200, body: { nombre: 'Ana', lista: [{ a: 1 }] } });
    expect(await save('{}')).toEqual({ status: 200, body: { nombre: 'sin nombre', lista: [] } });
  });
});

describe('httpHandler', () => {
  it.each([
    ['an item over 400 KB', 'Item size has exceeded the maximum allowed size'],
    ['an update that makes an item too large', 'Item size to update has exceeded the maximum allowed size'],
    ['a key over its byte limit', 'Hash primary key values must be under 2048 bytes, and range primary key values must be under 1024 bytes'],
  ])('answers 413 in Spanish when DynamoDB refuses %s', async (_, message) => {
    expect(await call('{}', fromDynamoDb(message))).toEqual({ status: 413, body: { code: 'TOO_LARGE', message: 'Los datos son demasiado grandes para guardarse' } });
  });

  it('answers 413 in Spanish when a transaction is cancelled for an item too large', async () => {
    const cancelled = Object.assign(new Error('Transaction cancelled, please refer cancellation reasons for specific reasons [None, ValidationError]'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'ValidationError', Message: 'Item size to update has exceeded the maximum allowed size' }],
    });
    expect(await call('{}', cancelled)).toEqual({ status: 413, body: { code: 'TOO_LARGE', message: 'Los datos son demasiado grandes para guardarse' } });
  });

  it('answers 503 in Spanish, with when to try again, when DynamoDB cannot answer now', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED', $metadata: { attempts: 3 } });
    const event = { body: '{}', isBase64Encoded: false, requestContext: {} } as unknown as HttpEvent;

    const answer = (await route(new Error('Error thrown by DynamoDB client', { cause: unreachable }))(event, {} as Context)) as { statusCode: number; body: string; headers: Record<string, string> };

    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('10');
    expect(JSON.parse(answer.body)).toEqual({ code: 'UNAVAILABLE', message: 'El servicio no está disponible por el momento; intenta de nuevo en unos minutos' });
  });

  it('answers 503 in Spanish, with when to try again, when the function runs out of time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const slow = httpHandler(() => new Promise(() => undefined));
    const event = { body: '{}', isBase64Encoded: false, requestContext: {} } as unknown as HttpEvent;
    const deadline = Date.now() + 50;

    const answer = (await slow(event, { getRemainingTimeInMillis: () => deadline - Date.now() } as Context)) as { statusCode: number; body: string; headers: Record<string, string> };

    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('10');
    expect(JSON.parse(answer.body)).toEqual({ code: 'UNAVAILABLE', message: 'El servicio no está disponible por el momento; intenta de nuevo en unos minutos' });
  });

  it('keeps any other refusal of DynamoDB a 500, as a fault of ours', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await call('{}', fromDynamoDb('One or more parameter values were invalid: Missing the key pk in the item'));
    expect(answer.status).toBe(500);
  });
});

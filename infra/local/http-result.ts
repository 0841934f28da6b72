// Writes a Lambda's answer (APIGatewayProxyResultV2) back as HTTP, with the rules of payload 2.0:
// anything without a statusCode is a 200 JSON body.
import type { ServerResponse } from 'node:http';
import type { APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { send } from './http-io';

function isStructured(result: unknown): result is APIGatewayProxyStructuredResultV2 {
  return typeof result === 'object' && result !== null && 'statusCode' in result;
}

export function writeHttpResult(res: ServerResponse, result: APIGatewayProxyResultV2 | undefined): void {
  if (!isStructured(result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    send(res, 200, body, { 'content-type': 'application/json' });
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body ?? '';
  send(res, result.statusCode ?? 200, result.isBase64Encoded ? Buffer.from(body, 'base64') : body, headers);
}

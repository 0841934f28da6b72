import { describe, expect, it } from 'vitest';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { HttpError } from '@lambdas/core/http-error';
import { requireEdge } from '@lambdas/core/origin-check';

const secret = 'secreto-del-borde-0123456789abcdef';
const event = (headers: Record<string, string>) => ({ headers }) as unknown as HttpEvent;

function refusal(headers: Record<string, string>): HttpError | undefined {
  try {
    requireEdge(event(headers), secret);
    return undefined;
  } catch (error) {
    return error as HttpError;
  }
}

describe('requireEdge', () => {
  it('lets a request the edge forwarded through', () => {
    expect(refusal({ 'x-origin-verify': secret })).toBeUndefined();
  });

  it.each([
    ['without the header, as a call straight to execute-api', {}],
    ['with another value', { 'x-origin-verify': 'adivinanza' }],
    ['with the secret and more', { 'x-origin-verify': `${secret}x` }],
  ])('refuses a request %s with 403 in Spanish', (_case, headers) => {
    expect(refusal(headers)).toMatchObject({
      statusCode: 403,
      code: 'ORIGIN_REFUSED',
      message: 'Solicitud rechazada: usa la dirección del sitio de la plataforma',
    });
  });
});

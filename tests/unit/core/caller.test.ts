import { describe, expect, it } from 'vitest';
import { callerOf } from '@lambdas/core/caller';
import type { HttpEvent } from '@lambdas/core/http-handler';

function eventWithClaims(claims: Record<string, unknown> | undefined): HttpEvent {
  return { requestContext: { authorizer: claims ? { jwt: { claims, scopes: [] } } : undefined } } as unknown as HttpEvent;
}

describe('callerOf', () => {
  it('reads the user, e-mail and username from the verified claims', () => {
    const caller = callerOf(eventWithClaims({ sub: 'u-1', email: 'a@b.mx', 'cognito:username': 'u-1' }));
    expect(caller).toEqual({ userId: 'u-1', username: 'u-1', email: 'a@b.mx', groups: [], perfil: 2 });
  });

  it.each([
    ['[admin]', ['admin']],
    ['[staff admin]', ['staff', 'admin']],
    [['admin'], ['admin']],
  ])('makes perfil 1 from the admin group rendered as %j', (claim, groups) => {
    const caller = callerOf(eventWithClaims({ sub: 'u-1', 'cognito:groups': claim }));
    expect(caller.groups).toEqual(groups);
    expect(caller.perfil).toBe(1);
  });

  it('keeps perfil 2 for other groups', () => {
    expect(callerOf(eventWithClaims({ sub: 'u-1', 'cognito:groups': '[administradores]' })).perfil).toBe(2);
  });

  it('refuses a request without claims with 401', () => {
    expect(() => callerOf(eventWithClaims(undefined))).toThrowError(expect.objectContaining({ statusCode: 401 }));
  });
});

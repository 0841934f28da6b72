// Cognito refuses to give an e-mail that is a sign-in alias to a second user (AliasExistsException);
// cognito-local does not check, so its router is wrapped with the check for attribute updates.
import { decodeJwt } from 'jose';
import { CognitoError } from 'cognito-local/lib/errors';
import type { Router } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import { attributeValue, type UserPoolService } from 'cognito-local/lib/services/userPoolService';

interface AttributeUpdate {
  UserPoolId?: string;
  Username?: string;
  AccessToken?: string;
  UserAttributes?: { Name: string; Value?: string }[];
}

async function ownerOf(ctx: Context, services: Services, request: AttributeUpdate) {
  if (request.AccessToken) {
    const claims = decodeJwt(request.AccessToken);
    const pool = await services.cognito.getUserPoolForClientId(ctx, String(claims.client_id));
    return { pool, username: String(claims.username) };
  }
  return { pool: await services.cognito.getUserPool(ctx, request.UserPoolId ?? ''), username: request.Username ?? '' };
}

async function assertEmailFree(ctx: Context, pool: UserPoolService, username: string, email: string): Promise<void> {
  if (!pool.options.UsernameAttributes?.includes('email')) return;
  const owner = await pool.getUserByUsername(ctx, username);
  const taken = (await pool.listUsers(ctx)).some(
    (user) =>
      user.Username !== owner?.Username && attributeValue('email', user.Attributes)?.toLowerCase() === email.toLowerCase(),
  );
  if (taken) throw new CognitoError('AliasExistsException', 'An account with the given email already exists.');
}

export function withAliasCheck(router: Router, services: Services): Router {
  return (target) => {
    const route = router(target);
    if (target !== 'AdminUpdateUserAttributes' && target !== 'UpdateUserAttributes') return route;
    return async (ctx, request: AttributeUpdate) => {
      const email = request.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value;
      if (email) {
        const { pool, username } = await ownerOf(ctx, services, request);
        await assertEmailFree(ctx, pool, username, email);
      }
      return route(ctx, request);
    };
  };
}

// Who is calling: the claims the JWT authorizer (API Gateway, or the local gateway) verified.
import { messages } from '@shared/core/messages';
import type { Perfil } from '@shared/accounts/account-schemas';
import type { HttpEvent } from './http-handler';
import { HttpError } from './http-error';

export interface Caller {
  userId: string;
  /** Cognito's username (the same value as `sub` in this pool), for admin calls. */
  username: string;
  email: string;
  groups: string[];
  perfil: Perfil;
}

function groupsOf(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string' || claim === '') return [];
  // API Gateway renders list claims as "[a b]".
  return claim.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
}

export function callerOf(event: HttpEvent): Caller {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  const userId = claims?.sub;
  if (typeof userId !== 'string' || userId === '') {
    throw new HttpError(401, 'UNAUTHORIZED', messages.unauthorized);
  }
  const groups = groupsOf(claims?.['cognito:groups']);
  return {
    userId,
    username: String(claims?.['cognito:username'] ?? userId),
    email: String(claims?.email ?? ''),
    groups,
    perfil: groups.includes('admin') ? 1 : 2,
  };
}
